"""The project stands alone: nothing in it reaches outside the repository. The developers keep
rulebooks and card facts beside their clones (`../shared/`); a user's clone has nothing beside it,
so only tests/reference.py may look there, and its checks skip where the files are absent."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# a path that climbs out of the repository towards the developers' material
OUTSIDE = re.compile(r"""(/\s*["']shared["']|["']\.\./shared|/work/)""")
ALLOWED = {"tests/reference.py", "tests/test_stands_alone.py"}
CODE = (".py", ".sh", ".toml", ".cfg", ".ini", ".js", ".html")


def tracked_files() -> list[str]:
    try:
        out = subprocess.run(
            ["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout
        return out.split()
    except (OSError, subprocess.CalledProcessError):  # an exported tree without git
        return [str(p.relative_to(ROOT)) for p in ROOT.rglob("*") if p.is_file()]


def test_no_code_reaches_outside_the_repository():
    offenders = []
    for name in tracked_files():
        if not name.endswith(CODE) or name in ALLOWED or name.startswith(".venv"):
            continue
        path = ROOT / name
        if not path.is_file():
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if OUTSIDE.search(line):
                offenders.append(f"{name}:{number}: {line.strip()}")
    assert not offenders, "reaches outside the repository:\n" + "\n".join(offenders)


def test_docs_cite_the_rulebooks_by_relative_path_not_a_machine_path():
    absolute = re.compile(r"(/work/|/home/|/tmp/|C:\\\\)\S*shared")
    offenders = [
        f"{name}:{n}"
        for name in tracked_files()
        if name.endswith(".md")
        for n, line in enumerate((ROOT / name).read_text(encoding="utf-8").splitlines(), 1)
        if absolute.search(line)
    ]
    assert not offenders, offenders


def test_no_stray_files_at_the_root():
    """What a clone has at its root is the project's: no process ids, logs, databases or saved
    games, nothing without a known kind."""
    known = re.compile(r"^(\.[\w-]+|[\w-]+\.(md|toml|cfg|py|txt|in|ini))$")
    stray = [
        name
        for name in tracked_files()
        if "/" not in name and (not known.match(name) or re.search(r"\.(pid|log)$", name))
    ]
    assert not stray, stray
