// English words people capitalise in a brief without naming anything ("Need A Website For My Bakery", "Hi, We Are
// A Family Business"): a run of capitalised words made only of these is not a name. Data, kept apart.
export const COMMON_WORDS = new Set(
  `a an the and or but of to in on at by for from with without about into over under near after before
  i i'm im me my mine we we're our ours us you your it its it's this that these those he she his her they their them
  is are was were be been being am have has had do does did will would can could should must may might shall
  hi hello hey dear please pls plz thanks thank need needs want wants looking like love would i'd we'd make create build
  get set help start open run own sell sells offer offers do doing make making website websites site sites web page pages
  landing homepage home online presence portfolio blog shop store stores business businesses company companies brand
  startup start-up firm agency studio services service solutions group enterprise enterprises ltd limited inc llc co
  new small local best top quality great good affordable cheap premium luxury professional family family-run
  family-owned independent modern simple clean minimal dark light bright warm elegant fresh friendly fast reliable
  trusted expert experts certified licensed mobile free full one two three four five six seven eight nine ten first second
  our about contact gallery menu pricing prices reviews testimonials faq team hours book booking order orders delivery
  welcome hello yes no not also just only very really so too more most all any some every each other another such
  here there where when what who why how which while since until because if then than as
  monday tuesday wednesday thursday friday saturday sunday january february march april may june july august
  september october november december today tomorrow weekend weekends daily weekly monthly
  section sections button buttons header footer tagline slogan headline heading colour color colours colors font fonts
  theme background layout style look design logo logos photos pictures images photo picture image text page
  restaurant cafe bakery salon shop clinic school church hotel gym bar club academy centre center market house
  kitchen farm garage studio foundation trust initiative project events event festival conference wedding party
  services solutions consulting consultancy design designs media films photography productions records press
  international global africa african kenya nigeria ghana india brazil germany uk usa europe
  mr mrs ms dr prof sir madam mama baba
  ok okay lol asap urgent urgently etc`.split(/\s+/),
);
