// What a rep's questions found out about the buyer. A call is only as deep as the ground its
// questions cover: five questions about the same thing learn less than three about how the buyer
// works today, what it costs them and who decides.

export const DISCOVERY_TOPICS = ['situation', 'problem', 'impact', 'decision', 'criteria'] as const;
export type DiscoveryTopic = (typeof DISCOVERY_TOPICS)[number];

const TOPIC_WORDS: Record<DiscoveryTopic, RegExp> = {
  situation:
    /\b(?:today|currently|right now|at the moment|these days|now|usually|normally|how do (?:you|your)|how does (?:your|the)|what do you (?:use|do)|using|process|handle|track|keep track|get ready|sell(?:s)? best|buy|source)\b/i,
  problem:
    /\b(?:problems?|challenges?|complain\w*|frustrat\w*|break(?:s)? down|(?:went|go(?:es)?) wrong|happen(?:ed|s)?|difficult|hard|struggle|worr(?:y|ies)|pain|fail\w*|lose|lost|losses|missing|come back|runs? out|sick|takes? (?:up )?(?:the )?(?:most|longest|much|too much) (?:time|work|effort)|costs? (?:you )?(?:the )?most|(?:where|when) does it break|slows? (?:you|things|it|the \w+) down|slow(?:s|est)?|delays?|headaches?|waste\w*)\b/i,
  impact: /\b(?:cost(?:s)?|spend|spent|how much|how many|losses|money|volume|per (?:day|week|month)|in a (?:day|week|month)|mean for you)\b/i,
  decision: /\b(?:who else|who decides|decides?|decision|signs? off|approve|board|partner|boss|agree before|say in)\b/i,
  criteria:
    /\b(?:(?:need|want) to see|would (?:it|you|they) need|what would|look(?:ing)? for|matters? (?:most|to you)|important|earn a place|success|a good (?:month|result|year)|easy (?:decision|yes)|priorit\w*|goals?)\b/i,
};

/** The topics a question touches ("What did those losses cost the co-op?" is impact and problem). */
export function topicsOf(question: string): DiscoveryTopic[] {
  return DISCOVERY_TOPICS.filter((topic) => TOPIC_WORDS[topic].test(question));
}

/** The distinct topics a call's questions covered, in DISCOVERY_TOPICS order. */
export function topicsCovered(questions: readonly string[]): DiscoveryTopic[] {
  const covered = new Set(questions.flatMap(topicsOf));
  return DISCOVERY_TOPICS.filter((topic) => covered.has(topic));
}

// One question per topic, English lines to say like every line the report suggests.
const NEXT_QUESTION: Record<DiscoveryTopic, string> = {
  situation: '"How do you handle this today, step by step?"',
  problem: '"What goes wrong with the way it works now?"',
  impact: '"Roughly what does that cost you in a month?"',
  decision: '"Who else will have a say before you decide?"',
  criteria: '"What would you need to see to feel sure about this?"',
};

export function questionFor(topic: DiscoveryTopic): string {
  return NEXT_QUESTION[topic];
}
