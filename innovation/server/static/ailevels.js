"use strict";
// The AI levels, named for people, weakest first, each with one line on how it plays (the
// agents of innovation.agents: random, heuristic, ismcts at three time budgets), in the reader's
// language (i18n.js). Shared by the lobby (choosing an opponent) and the table (naming the AI
// seats): [agent, level, how it plays, the seat's name].
const AI_LEVELS = [
  ["random", t("Beginner"), t("plays any legal move at random: good for learning the rules"), t("Beginner AI")],
  ["heuristic", t("Casual"), t("follows rules of thumb (score, meld higher ages, use strong dogmas) without looking ahead"), t("Casual AI")],
  ["ismcts:1", t("Intermediate"), t("looks ahead for a tenth of a second per move, guessing the hidden cards"), t("Intermediate AI")],
  ["ismcts:2", t("Advanced"), t("looks ahead for about a third of a second per move"), t("Advanced AI")],
  ["ismcts:3", t("Expert"), t("looks ahead for a full second per move: the strongest"), t("Expert AI")],
];

// Other agents a server may offer (innovation.agents.learned and .logit: the Advanced search
// with another evaluation at its leaves), named for people too, never by their agent names.
const AI_VARIANTS = [
  ["ismcts_learned", t("Advanced (learned)"), t("looks ahead as Advanced does, judging positions with a network trained on games"), t("Advanced AI (learned)")],
  ["ismcts_logit", t("Advanced (experimental)"), t("looks ahead as Advanced does, judging positions with a statistical model of games (experimental, weaker)"), t("Advanced AI (experimental)")],
];

// an agent's level (its spec with or without a level: "ismcts" is "ismcts:2")
function aiLevel(spec) {
  const base = String(spec).split(":")[0];
  return AI_LEVELS.find(([s]) => s === spec || (s === `${spec}:2` && spec === "ismcts")) ||
    AI_VARIANTS.find(([s]) => s === base) || null;
}

// "Advanced AI" for "ismcts:2"; an agent neither list names is "an AI" with its name in words
function aiLevelName(spec) {
  const level = aiLevel(spec);
  return level ? level[3] : t("{level} AI", { level: String(spec).split(":")[0].replace(/_/g, " ") });
}

// A seat's hover title: the level's name and how it plays ("Advanced AI: looks ahead for about
// a third of a second per move"), never the agent's spec ("ismcts:2")
function aiLevelTitle(spec) {
  const level = aiLevel(spec);
  return level ? t("{level}: {how}", { level: level[3], how: level[2] }) : aiLevelName(spec);
}
