"""Age 3 of the 4th edition. One function per printed effect, in printed order; the
docstring is the project's own wording of the effect. Rulings: docs/rulings/fourth/age3.md."""

from . import card  # noqa: F401
