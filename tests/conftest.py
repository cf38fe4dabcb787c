"""Settings every test shares."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def _english_unless_asked(monkeypatch: pytest.MonkeyPatch) -> None:
    """The commands speak the language of INNOVATION_LANG or the locale (docs/translating.md);
    tests read English unless they ask for another, whatever the machine's locale."""
    monkeypatch.setenv("INNOVATION_LANG", "en")
