"""The scenario files shipped in scenarios/ (examples for bug reports) all pass."""

from pathlib import Path

import pytest

from innovation.engine import scenario

FILES = sorted((Path(__file__).parent.parent / "scenarios").glob("*.json"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_shipped_scenario_passes(path):
    assert scenario.check(scenario.load(path)) == []


def test_there_are_scenarios_of_every_edition():
    editions = {scenario.load(p).get("edition", "3rd") for p in FILES}
    assert {"3rd", "4th"} <= editions
