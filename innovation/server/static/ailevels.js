"use strict";
// The AI levels, named for people, weakest first, each with one line on how it plays (the
// agents of innovation.agents: random, heuristic, ismcts at three time budgets). Shared by the
// lobby (choosing an opponent) and the table (naming the AI seats).
const AI_LEVELS = [
  ["random", "Beginner", "plays any legal move at random: good for learning the rules"],
  ["heuristic", "Casual", "follows rules of thumb (score, meld higher ages, use strong dogmas) without looking ahead"],
  ["ismcts:1", "Intermediate", "looks ahead for a tenth of a second per move, guessing the hidden cards"],
  ["ismcts:2", "Advanced", "looks ahead for about a third of a second per move"],
  ["ismcts:3", "Expert", "looks ahead for a full second per move: the strongest"],
];
const AI_WORDS = { ai: (level) => `${level} AI` };

// "Advanced AI" for "ismcts:2"; an agent the list does not name keeps its own name
function aiLevelName(spec) {
  const level = AI_LEVELS.find(([s]) => s === spec || (s === `${spec}:2` && spec === "ismcts"));
  return AI_WORDS.ai(level ? level[1] : spec);
}
