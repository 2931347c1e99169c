// Section titles the customer gives, by the kind of section each names: shared by the plan of the page (which
// section a title goes on) and the writers (where a logo strip's names are written).
import type { Kind } from "./writers";

/** Section titles the customer gave that name a kind we know: "Menu", "FAQ", "Our work". */
export const TITLE_KINDS: [RegExp, Kind][] = [
  [/^(?:(?:our|the)\s+)?(?:menu|food|drinks|services|treatments|products|price list|prices|rates|shop)(?:\s*(?:&|and)\s*(?:prices|rates|menu|services|treatments))?$|^what (?:we|i) do$/i, "services"],
  [/^(?:gallery|our work|my work|portfolio|photos|projects|work|selected work)$/i, "gallery"],
  [/^(?:reviews|testimonials|what people say|kind words)$/i, "testimonials"],
  [/^(?:faq|faqs|questions|frequently asked questions)$/i, "faq"],
  [/^(?:about|about us|about me|our story|my story|who we are|story|history)$/i, "content"],
  // ("Meet Your Practitioners", "Our Coaches": the people, by whatever the customer calls them.)
  [/^(?:(?:meet\s+)?(?:the|our|your)\s+|meet\s+)?(?:team|people|staff|practitioners|doctors|dentists|therapists|stylists|barbers|coaches|trainers|teachers|tutors|instructors|guides|vets|roster|squad|players|crew|artists|musicians|speakers|judges|mentors)$/i, "team"],
  [/^(?:contact|contact us|get in touch|find us|visit us|join us)$/i, "contact"],
  [/^(?:pricing|plans|tickets|membership)$/i, "pricing"],
  [/^(?:hours|opening hours|opening times)$/i, "hours"],
  [/^(?:blog|news|articles|journal|stories|sermons|minutes|updates)$/i, "articles"],
  [/^(?:schedule|programme|program|agenda|line-?up|timetable|fixtures|meetings|events|services times)$/i, "schedule"],
  [/^(?:featured in|as seen (?:in|on)|in the press|press|trusted by|our clients|clients|our partners|partners|our sponsors|sponsors|vu dans|visto en|me han visto en|nos han visto en|visto na|gesehen in)$/i, "logos"],
];
