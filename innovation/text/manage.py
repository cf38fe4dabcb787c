"""Keep the catalogues in step with the code (Babel's extract and update, with the project's
keywords in one place).

    python -m innovation.text.manage extract   # innovation/locale/innovation.pot from the code
    python -m innovation.text.manage update    # extract, then merge it into every language's .po
    python -m innovation.text.manage check     # exit 1 if the .pot is not what the code says

The same with Babel's own command (babel.cfg at the repository's root lists the files):

    pybabel extract -F babel.cfg --no-default-keywords -k translate:2 -k ngettext:2,3 \\
        -k pgettext:2c,3 -k N_ -k t -k tn:1,2 --add-comments=TRANSLATORS: \\
        -o innovation/locale/innovation.pot .
    pybabel update -i innovation/locale/innovation.pot -d innovation/locale -D innovation

Each language's new messages come with an empty translation, and a changed English text comes
back fuzzy: both fail the coverage test (docs/translating.md) until a translator fills them in.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_dir
from babel.messages.frontend import parse_keywords
from babel.messages.pofile import read_po, write_po

from .catalog import DOMAIN, LOCALE_DIR, TEMPLATE, po_path
from .languages import LANGUAGES

# the questions of `Ctx` and which positional argument is their prompt
PROMPT_ARGUMENTS = (
    ("choose_card", 2),
    ("choose_cards", 2),
    ("choose_highest", 3),
    ("may", 1),
    ("choose_color", 2),
    ("choose_player", 2),
    ("choose_option", 2),
    ("choose_value", 2),
    ("may_splay", 3),
    ("meld_all", 2),
    ("tuck_all", 2),
    ("all_cards", 3),
    ("junk_achievement", 2),
)
ROOT = LOCALE_DIR.parent.parent  # the repository (the directory holding `innovation/`)
# translate(lang, msgid), ngettext(lang, singular, plural, n), pgettext(lang, context, msgid),
# N_(msgid) for a text translated later; t(msgid) / tn(singular, plural) for the browser's code
# and the prompt of every question a card asks through `Ctx` (innovation/engine/ctx.py): the
# prompt argument is itself the msgid, so a card's `you.choose_card(hand, "return a card")`
# needs no marker
KEYWORDS = parse_keywords(
    ["translate:2", "ngettext:2,3", "pgettext:2c,3", "N_", "t", "tn:1,2", "tc:1c,2"]
    + [f"{name}:{arg}" for name, arg in PROMPT_ARGUMENTS]
)
METHODS = [
    ("innovation/**.py", "python"),
    ("innovation/server/static/**.js", "javascript"),
    ("innovation/server/templates/**.html", "jinja2"),
]
# the browser's texts are often inside template literals (`${t("...")}`): Babel reads those
# only when asked (babel.cfg says the same)
OPTIONS = {"innovation/server/static/**.js": {"parse_template_string": "true"}}
COMMENT_TAGS = ["TRANSLATORS:"]
# the usual gettext plural forms (CLDR adds a form for round millions to Spanish, Italian and
# Portuguese, which no count in this game reaches); Ukrainian keeps its three
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "pt_BR": "nplurals=2; plural=(n != 1);",  # Brazilian Portuguese: "0 pontos", as for 2
    "es": "nplurals=2; plural=(n != 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "uk": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && "
    "(n%100<10 || n%100>=20) ? 1 : 2);",
}
HOLDER = "the innovation project's contributors"


def extract(root: Path = ROOT) -> Catalog:
    """Every text the code marks for translation, as a template catalogue."""
    template = Catalog(
        project="innovation", version="0.1", copyright_holder=HOLDER, domain=DOMAIN, fuzzy=False
    )
    for filename, lineno, message, comments, context in extract_from_dir(
        str(root), METHODS, options_map=OPTIONS, keywords=KEYWORDS, comment_tags=COMMENT_TAGS,
        strip_comment_tags=True,
    ):
        template.add(
            message,
            None,
            [(Path(filename).as_posix(), lineno)],
            auto_comments=comments,
            context=context,
        )
    return template


def _ids(catalog: Catalog) -> set[tuple[object, str | None]]:
    return {(m.id, m.context) for m in catalog if m.id}


def write_template(template: Catalog, path: Path = TEMPLATE) -> None:
    with path.open("wb") as f:
        write_po(f, template, width=100, sort_output=True, include_lineno=False)


def update(template: Catalog) -> list[str]:
    """Merge the template into each language's catalogue; the languages written."""
    written = []
    for lang in LANGUAGES:
        path = po_path(lang)
        if path.exists():
            with path.open("rb") as f:
                catalog = read_po(f, locale=lang, domain=DOMAIN)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            catalog = Catalog(
                locale=lang,
                domain=DOMAIN,
                project="innovation",
                version="0.1",
                copyright_holder=HOLDER,
                fuzzy=False,
            )
        catalog.mime_headers = [
            *[(k, v) for k, v in catalog.mime_headers if k != "Plural-Forms"],
            ("Plural-Forms", PLURAL_FORMS[lang]),
        ]
        catalog.update(template, update_header_comment=False)
        catalog.obsolete.clear()  # a text the code no longer has is gone, not kept commented
        with path.open("wb") as f:
            write_po(
                f, catalog, width=100, sort_output=True, ignore_obsolete=True, include_lineno=False
            )
        written.append(lang)
    return written


def template_is_current(root: Path = ROOT) -> tuple[set, set]:
    """(texts in the code but not in the .pot, texts in the .pot the code no longer has)."""
    with TEMPLATE.open("rb") as f:
        saved = read_po(f)
    fresh = extract(root)
    return _ids(fresh) - _ids(saved), _ids(saved) - _ids(fresh)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m innovation.text.manage",
        description=__doc__,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("action", choices=["extract", "update", "check"])
    args = parser.parse_args(argv)
    if args.action == "check":
        missing, extra = template_is_current()
        for msgid, _ in sorted(missing, key=str):
            print(f"not in the template: {msgid!r}")
        for msgid, _ in sorted(extra, key=str):
            print(f"no longer in the code: {msgid!r}")
        return 1 if missing or extra else 0
    template = extract()
    write_template(template)
    print(f"{TEMPLATE.relative_to(ROOT)}: {len(template)} messages")
    if args.action == "update":
        for lang in update(template):
            print(f"updated {po_path(lang).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
