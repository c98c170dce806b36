import { pgEnum } from "drizzle-orm/pg-core";
import { GAMES } from "../games";

export { GAMES, type Game } from "../games";

export const gameEnum = pgEnum("game", GAMES);
