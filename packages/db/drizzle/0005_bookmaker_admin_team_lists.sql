CREATE TABLE "bookmaker_slug_aliases" (
	"slug" text PRIMARY KEY NOT NULL,
	"bookmaker_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_lists" (
	"game" text PRIMARY KEY NOT NULL,
	"regions" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookmakers" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookmaker_slug_aliases" ADD CONSTRAINT "bookmaker_slug_aliases_bookmaker_id_bookmakers_id_fk" FOREIGN KEY ("bookmaker_id") REFERENCES "public"."bookmakers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_lists" ADD CONSTRAINT "team_lists_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The team lists by region the game guides showed, now edited on the Teams tab.
INSERT INTO "team_lists" ("game", "regions") VALUES
  ('cs2', '[{"name": "Europe", "teams": ["Team Vitality", "Natus Vincere", "MOUZ", "Team Spirit", "FaZe Clan", "G2 Esports", "Aurora"]}, {"name": "CIS and Eastern Europe", "teams": ["Team Spirit", "Virtus.pro", "BetBoom Team", "PARIVISION"]}, {"name": "Americas", "teams": ["FURIA", "Team Liquid", "MIBR", "paiN Gaming", "Legacy"]}, {"name": "Asia-Pacific", "teams": ["The MongolZ", "TYLOO", "Lynn Vision", "FlyQuest"]}]'::jsonb),
  ('lol', '[{"name": "LCK (Korea)", "teams": ["T1", "Gen.G", "Hanwha Life Esports", "Dplus KIA", "KT Rolster"]}, {"name": "LPL (China)", "teams": ["Bilibili Gaming", "Anyone''s Legend", "Top Esports", "JD Gaming"]}, {"name": "LEC (Europe)", "teams": ["G2 Esports", "Fnatic", "Movistar KOI", "Karmine Corp"]}, {"name": "LTA (Americas)", "teams": ["FlyQuest", "Cloud9", "Team Liquid", "paiN Gaming", "Vivo Keyd Stars"]}]'::jsonb),
  ('valorant', '[{"name": "Americas", "teams": ["Sentinels", "G2 Esports", "NRG", "100 Thieves", "MIBR", "LOUD"]}, {"name": "EMEA", "teams": ["Fnatic", "Team Heretics", "Team Liquid", "Team Vitality", "Karmine Corp"]}, {"name": "Pacific", "teams": ["Paper Rex", "DRX", "Gen.G", "T1", "Rex Regum Qeon"]}, {"name": "China", "teams": ["EDward Gaming", "Bilibili Gaming", "Trace Esports", "Xi Lai Gaming"]}]'::jsonb),
  ('dota2', '[{"name": "Western Europe", "teams": ["Team Liquid", "Tundra Esports", "Gaimin Gladiators", "OG"]}, {"name": "Eastern Europe", "teams": ["Team Spirit", "BetBoom Team", "PARIVISION", "Aurora Gaming"]}, {"name": "MENA and Southeast Asia", "teams": ["Team Falcons", "Nigma Galaxy", "Talon Esports"]}, {"name": "China and the Americas", "teams": ["Xtreme Gaming", "Team Tidebound", "HEROIC", "Nouns"]}]'::jsonb)
ON CONFLICT ("game") DO NOTHING;
