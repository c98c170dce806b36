ALTER TABLE "odds_price_history" ADD COLUMN "in_play" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_prices" ADD COLUMN "in_play" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "odds_price_history" DROP CONSTRAINT "odds_price_history_match_id_bookmaker_id_source_market_selection_window_pk";--> statement-breakpoint
ALTER TABLE "odds_prices" DROP CONSTRAINT "odds_prices_match_id_bookmaker_id_source_market_selection_pk";--> statement-breakpoint
ALTER TABLE "odds_price_history" ADD CONSTRAINT "odds_price_history_match_id_bookmaker_id_source_market_selection_in_play_window_pk" PRIMARY KEY("match_id","bookmaker_id","source","market","selection","in_play","window");--> statement-breakpoint
ALTER TABLE "odds_prices" ADD CONSTRAINT "odds_prices_match_id_bookmaker_id_source_market_selection_in_play_pk" PRIMARY KEY("match_id","bookmaker_id","source","market","selection","in_play");
