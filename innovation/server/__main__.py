"""`python -m innovation.server [--host H] [--port P] [--database URL]`: the web table."""

from __future__ import annotations

import argparse

from . import serve


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m innovation.server", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database", default=None, help="a SQLite file or a database URL")
    parser.add_argument(
        "--ai-delay", type=float, default=None, help="seconds an AI waits before moving"
    )
    args = parser.parse_args(argv)
    serve(args.host, args.port, args.database, ai_delay=args.ai_delay)


if __name__ == "__main__":
    main()
