-- Every market in the same two tables: a quote is (match, bookmaker, feed, market, selection), with a
-- nullable price and a status. The match-winner rows keep their meaning: "h2h" becomes the model's
-- winner market ("winner:3" where a draw was priced or the series is a bo2, else "winner:2"), an
-- outcome becomes a selection (the same "teamA" / "teamB" / "draw"), every stored price was open,
-- and a history row takes the feed of its quote's latest price.
ALTER TABLE "odds_prices" RENAME COLUMN "outcome" TO "selection";--> statement-breakpoint
ALTER TABLE "odds_price_history" RENAME COLUMN "outcome" TO "selection";--> statement-breakpoint
ALTER TABLE "odds_prices" DROP CONSTRAINT "odds_prices_match_id_bookmaker_id_market_outcome_pk";--> statement-breakpoint
ALTER TABLE "odds_price_history" DROP CONSTRAINT "odds_price_history_match_id_bookmaker_id_market_outcome_window_pk";--> statement-breakpoint
ALTER TABLE "odds_prices" ALTER COLUMN "market" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "odds_price_history" ALTER COLUMN "market" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "odds_prices" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_price_history" ALTER COLUMN "price" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_prices" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_prices" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "odds_price_history" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_price_history" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "odds_price_history" ADD COLUMN "source" text;--> statement-breakpoint
UPDATE "odds_price_history" h SET "source" = p."source" FROM "odds_prices" p
  WHERE p."match_id" = h."match_id" AND p."bookmaker_id" = h."bookmaker_id" AND p."market" = h."market" AND p."selection" = h."selection";--> statement-breakpoint
UPDATE "odds_price_history" h SET "source" = coalesce(
    (SELECT p."source" FROM "odds_prices" p WHERE p."match_id" = h."match_id" AND p."bookmaker_id" = h."bookmaker_id" LIMIT 1), 'demo')
  WHERE h."source" IS NULL;--> statement-breakpoint
ALTER TABLE "odds_price_history" ALTER COLUMN "source" SET NOT NULL;--> statement-breakpoint
UPDATE "odds_price_history" h SET "market" = CASE WHEN
    EXISTS (SELECT 1 FROM "odds_prices" d WHERE d."match_id" = h."match_id" AND d."market" IN ('h2h', 'winner:3') AND d."selection" = 'draw')
    OR EXISTS (SELECT 1 FROM "odds_price_history" d WHERE d."match_id" = h."match_id" AND d."market" IN ('h2h', 'winner:3') AND d."selection" = 'draw')
    OR EXISTS (SELECT 1 FROM "matches" m WHERE m."id" = h."match_id" AND m."number_of_games" = 2)
    OR EXISTS (SELECT 1 FROM "match_results" r WHERE r."id" = h."match_id" AND r."number_of_games" = 2)
  THEN 'winner:3' ELSE 'winner:2' END
  WHERE h."market" = 'h2h';--> statement-breakpoint
UPDATE "odds_prices" p SET "market" = CASE WHEN
    EXISTS (SELECT 1 FROM "odds_prices" d WHERE d."match_id" = p."match_id" AND d."market" IN ('h2h', 'winner:3') AND d."selection" = 'draw')
    OR EXISTS (SELECT 1 FROM "odds_price_history" d WHERE d."match_id" = p."match_id" AND d."market" IN ('h2h', 'winner:3') AND d."selection" = 'draw')
    OR EXISTS (SELECT 1 FROM "matches" m WHERE m."id" = p."match_id" AND m."number_of_games" = 2)
    OR EXISTS (SELECT 1 FROM "match_results" r WHERE r."id" = p."match_id" AND r."number_of_games" = 2)
  THEN 'winner:3' ELSE 'winner:2' END
  WHERE p."market" = 'h2h';--> statement-breakpoint
ALTER TABLE "odds_prices" ADD CONSTRAINT "odds_prices_match_id_bookmaker_id_source_market_selection_pk" PRIMARY KEY("match_id","bookmaker_id","source","market","selection");--> statement-breakpoint
ALTER TABLE "odds_price_history" ADD CONSTRAINT "odds_price_history_match_id_bookmaker_id_source_market_selection_window_pk" PRIMARY KEY("match_id","bookmaker_id","source","market","selection","window");
