"""`python -m innovation.server [--host H] [--port P] [--database URL] [limits]`: the web
table, with the same options as `innovation serve`."""

from __future__ import annotations

import argparse
import sys

from . import add_serve_arguments, serve_args


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m innovation.server", description=__doc__)
    add_serve_arguments(parser)
    return serve_args(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
