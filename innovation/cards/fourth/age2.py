"""Age 2 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age2.md."""

from . import card  # noqa: F401
