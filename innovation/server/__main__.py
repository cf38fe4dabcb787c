"""`python -m innovation.server [--host H] [--port P] [--database URL] [limits]`: the web
table, with the same options as `innovation serve`."""

from __future__ import annotations

import sys

from ..cli import _Parser  # one-line errors, as `innovation serve`
from . import add_serve_arguments, serve_args


def main(argv: list[str] | None = None) -> int:
    parser = _Parser(prog="python -m innovation.server", description=__doc__)
    add_serve_arguments(parser)
    return serve_args(parser.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
