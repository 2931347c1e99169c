// The built-in designer's trade catalogue: every kind of site it knows, gathered from the files by field of work.
import type { Trade } from "./trade";
import { careTrades } from "./trades/care";
import { communityTrades } from "./trades/community";
import { eventTrades } from "./trades/events";
import { foodTrades } from "./trades/food";
import { homeTrades } from "./trades/home";
import { learningTrades } from "./trades/learning";
import { placeTrades } from "./trades/places";
import { portfolioTrades } from "./trades/portfolio";
import { professionalTrades } from "./trades/professional";
import { shopTrades } from "./trades/shops";
import { techTrades } from "./trades/tech";
import { writingTrades } from "./trades/writing";

export const trades: readonly Trade[] = [
  ...foodTrades, ...careTrades, ...homeTrades, ...professionalTrades, ...placeTrades, ...techTrades,
  ...portfolioTrades, ...shopTrades, ...writingTrades, ...eventTrades, ...learningTrades, ...communityTrades,
];
