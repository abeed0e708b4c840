// Types of index.js, from the types openapi-typescript generates from openapi.yaml.
import type { components, paths } from "./schema.js";

export type { components, paths };
type Schemas = components["schemas"];
export type DealState = Schemas["DealState"];
export type DealAnswer = Schemas["DealAnswer"];
export type PlayAnswer = Schemas["PlayAnswer"];
export type Rules = Schemas["Rules"];
export type Seat = Schemas["Seat"];
export type Preset = Schemas["Preset"];
export type Card = Schemas["CanonicalCard"];
export type Action = Schemas["Action"];
export type LegalAction = Schemas["LegalAction"];
export type Event = Schemas["Event"];
export type MatchHand = Schemas["MatchHand"];
export type MatchAnswer = Schemas["MatchAnswer"];
export type Problem = Schemas["Problem"];
export type SealedTable = Schemas["SealedTable"];
export type SealedView = Schemas["SealedView"];
export type SeatViewAnswer = Schemas["SeatViewAnswer"];
export type SeatActionAnswer = Schemas["SeatActionAnswer"];
export type RecordAnswer = Schemas["RecordAnswer"];

export declare class AtoutProblem extends Error {
  constructor(status: number, problem: Problem | null);
  readonly status: number;
  readonly problem: Problem | null;
  readonly code: Schemas["ErrorCode"] | undefined;
  readonly params: Schemas["ErrorParams"] | undefined;
}

export declare function matchEntry(events: Event[]): MatchHand | null;

export declare class Atout {
  constructor(baseUrl?: string, headers?: Record<string, string>);
  readonly baseUrl: string;
  headers: Record<string, string>;
  post<T>(path: string, body: unknown): Promise<T>;
  deal(request: Schemas["DealRequest"]): Promise<DealAnswer>;
  play(request: Schemas["PlayRequest"]): Promise<PlayAnswer>;
  legalMoves(state: DealState): Promise<Schemas["LegalMoves"]>;
  hints(request: Schemas["HintsRequest"]): Promise<Schemas["HintsAnswer"]>;
  scoreMatch(request: Schemas["MatchRequest"]): Promise<MatchAnswer>;
  checkRecord(request: Schemas["RecordRequest"]): Promise<RecordAnswer>;
  openTable(request: Schemas["OpenTableRequest"]): Promise<SealedTable>;
  viewTable(table: string, seatKey: string): Promise<SeatViewAnswer>;
  actAtTable(table: string, seatKey: string, action: Action): Promise<SeatActionAnswer>;
  playMatch(rules: Rules, choose: (answer: DealAnswer | PlayAnswer) => Action | Promise<Action>,
            seed?: string): Promise<{ match: MatchAnswer; entries: MatchHand[] }>;
}

export declare class SealedSeat {
  constructor(atout: Atout, seatKey: string);
  readonly seatKey: string;
  view(table: string): Promise<SealedView>;
  act(table: string, action: Action): Promise<SeatActionAnswer>;
}

export declare function playSealedMatch(
  atout: Atout, rules: Rules,
  choose: (view: SealedView) => Action | Promise<Action>): Promise<SealedView>;
