-- Several odds feeds are polled at once: a game's last poll is kept per feed, so one feed's status
-- no longer overwrites another's. The existing rows (one per game, of the one feed that ran) keep
-- their meaning as that feed's rows.
ALTER TABLE "odds_poll_status" DROP CONSTRAINT "odds_poll_status_pkey";--> statement-breakpoint
ALTER TABLE "odds_poll_status" ADD CONSTRAINT "odds_poll_status_game_source_pk" PRIMARY KEY("game","source");
