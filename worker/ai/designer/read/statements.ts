// The customer's own sentences about their business, ready for the page: "Family firm since 1979, my grandfather
// started it." Only statements of fact in English go through (never a wish about the website, a greeting or a joke
// about it), tidied for capitals and full stops and otherwise left as written, so their facts stay theirs.
import type { Span } from "./text";

const NOT_COPY = /\b(?:website|web ?site|site|web ?page|page|landing|design|designer|tech guy|lol|lmao|haha|pls|plz|please|asap|urgent|budget|domain|hosting|seo|google|template|builder|make it|keep it|i want|we want|i need|we need|would like|i'd like|we'd like|wanna|section|button|colou?rs?|font|theme|layout|tagline|slogan|headline|logo|tiers?|pricing|packages?|plans?|price list|mark this|badge|photos? of|pictures? of|gallery|faq|whatsapp|call|phone|email|e-mail|tel|contact|name is|name's|called|named|jina|nataka|tunataka|abeg|wan|i go|dey|una|sabi|would be nice|you can (?:put|use|add|show|make|take)|you could|for you|let me|nothing fancy|essential|(?:calendar|form|page|photos?) needed|later|the name|in the name|mascot|pastel|serif|animations?|palette|downloadable|should have|comparison table|as cards)\b|https?:|@|\d{3}[\s-]?\d{3}[\s-]?\d{3}|\?/i;
/**
 * "We're NOT a steakhouse", "we don't sell new generators": said to stop us guessing wrong, not for visitors; and
 * what tells us what to do ("Put our pic", "Say that big").
 */
const DENIAL = /\b(?:not|never)\b|n['’]t\s+(?:sell|do|have|offer|make|mean|stock|carry|want|need|put|show|list|take|repair|fix|cater)\b|^(?:put|show|list|embed|say|make|keep|add|use|give|think|include|mention|highlight|display|write|no need)\b|\bno\s+(?:tables|rooms|classes|sales|memberships|prices|repairs|food|toys|hunts|vinyl)\b|^(?:want|need|looking for|photos?|pictures?|pics)\b/i;
const OPENERS = /^(?:ok(?:ay)?|so|hi|hello|hey|basically|well|um|erm|yeah|yes|right|anyway|also|and|but|oh|btw)\b[\s,!.:-]*/i;

export function statements(text: string, skip: readonly Span[], english: boolean): string[] {
  if (!english) return [];
  const out: string[] = [];
  for (const m of text.matchAll(/(?:[^.!?\n"“”]|\.(?=\d)|"[^"\n]*"|“[^”\n]*”)+[.!?]*/g)) {
    const start = m.index;
    const end = start + m[0].length;
    // A sentence with an instruction or a quoted text in it is about the website, not the business.
    if (skip.some((s) => s.start < end && start < s.end)) continue;
    // Asides in brackets are notes to us ("(map would be nice)", "(blog style cards)").
    let sentence = m[0].replace(/\s*\([^)]*\)/g, "").trim();
    for (let i = 0; i < 3; i++) sentence = sentence.replace(OPENERS, "").trim();
    if (sentence.length < 20 || sentence.length > 240 || NOT_COPY.test(sentence) || DENIAL.test(sentence)) continue;
    // A list of words is a note, not a sentence: it needs a verb-like word or a comma-free run of prose.
    if (!/\b(?:is|are|was|were|has|have|had|we|i|our|my|she|he|they|it|since|for|every|each|do|does|did|make|makes|made|run|runs|ran|started|opened|began|been|can|will|come|comes|bring|brings|keep|keeps|love|loves|know|known|help|helps|get|gets|\p{Ll}{3,}ing)\b/iu.test(sentence)) continue;
    sentence = sentence
      .replace(/\bi\b/g, "I")
      .replace(/\bim\b/g, "I'm")
      .replace(/\bive\b/g, "I've")
      .replace(/\s+/g, " ")
      .replace(/\s+([,.!?;:])/g, "$1")
      .replace(/[!]{2,}/g, "!")
      .replace(/^(\p{Ll})/u, (c) => c.toUpperCase());
    if (!/[.!?]$/.test(sentence)) sentence += ".";
    out.push(sentence);
  }
  return out.slice(0, 6);
}
