/* lair-store-schema.c — the history's tables and their migrations
 *
 * Each migration takes the schema from version i to i + 1 and never
 * changes once released: a history written by any earlier version is
 * brought up to date by running the ones it lacks, in one transaction.
 * A new history runs them all, so every path is the tested one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-store-private.h"

static const char migration_1[] =
  "CREATE TABLE games ("
  "  id INTEGER PRIMARY KEY,"
  "  played_at INTEGER NOT NULL,"          /* seconds since the epoch, UTC */
  "  duration INTEGER NOT NULL,"           /* milliseconds */
  "  seed INTEGER NOT NULL,"
  "  players INTEGER NOT NULL,"
  "  winning_score INTEGER NOT NULL,"
  "  gems_looted INTEGER NOT NULL,"
  "  gold_bars_looted INTEGER NOT NULL,"
  "  gold_bars_value INTEGER NOT NULL,"
  "  sphinx_coins_looted INTEGER NOT NULL,"
  "  lone_leavers INTEGER NOT NULL,"
  "  banker_profit INTEGER NOT NULL,"
  "  monte_losses INTEGER NOT NULL,"
  "  sun_standers INTEGER NOT NULL,"
  "  moon_standers INTEGER NOT NULL,"
  "  lava_lakes_crossed INTEGER NOT NULL,"
  "  scout_reports INTEGER NOT NULL,"
  "  mushrooms_eaten INTEGER NOT NULL,"
  "  devil_deals INTEGER NOT NULL,"
  "  little_people_helped INTEGER NOT NULL,"
  "  spiders_killed INTEGER NOT NULL,"
  "  min_depth INTEGER NOT NULL,"
  "  max_depth INTEGER NOT NULL,"
  "  spider_lairs INTEGER NOT NULL,"
  "  gems_stolen INTEGER NOT NULL,"
  "  psychics INTEGER NOT NULL,"
  "  games_with_ais INTEGER NOT NULL,"     /* 0 or 1 */
  "  games_won_by_ais INTEGER NOT NULL"    /* 0 or 1 */
  ");"
  "CREATE INDEX games_by_winning_score ON games (winning_score);"
  "CREATE TABLE seats ("
  "  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
  "  seat INTEGER NOT NULL,"
  "  name TEXT NOT NULL,"
  "  computer INTEGER NOT NULL,"
  "  level TEXT,"
  "  chest INTEGER NOT NULL,"
  "  gold_bars INTEGER NOT NULL,"
  "  winner INTEGER NOT NULL,"
  "  achievements INTEGER NOT NULL,"       /* bit LairAchievement */
  "  PRIMARY KEY (game_id, seat)"
  ") WITHOUT ROWID;"
  /* covers the per-name totals, so they never touch the table */
  "CREATE INDEX seats_by_name ON seats (name, winner, computer, chest, gold_bars, achievements);"
  "CREATE TABLE dungeons ("
  "  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
  "  dungeon INTEGER NOT NULL,"
  "  adventure TEXT NOT NULL,"
  "  end_kind TEXT NOT NULL,"
  "  depth INTEGER NOT NULL,"
  "  lair_room INTEGER NOT NULL,"
  "  spiders_killed INTEGER NOT NULL,"
  "  PRIMARY KEY (game_id, dungeon)"
  ") WITHOUT ROWID;"
  "CREATE TABLE usage ("
  "  adventure TEXT PRIMARY KEY,"
  "  count INTEGER NOT NULL"
  ") WITHOUT ROWID;";

/* Version 1 found the deepest earlier room by scanning every dungeon; the
 * bit numbers below are those LairAchievement had when version 1 was
 * written, frozen here on purpose. */
static const char migration_2[] =
  "ALTER TABLE games ADD COLUMN deepest INTEGER NOT NULL DEFAULT 0;"
  "UPDATE games SET deepest ="
  "  IFNULL ((SELECT MAX (depth) FROM dungeons WHERE dungeons.game_id = games.id), 0);"
  "CREATE INDEX games_by_deepest ON games (deepest);"
  "ALTER TABLE seats ADD COLUMN scares INTEGER;"
  "ALTER TABLE seats ADD COLUMN gems_lost INTEGER;"
  "ALTER TABLE seats ADD COLUMN deepest INTEGER;"
  "ALTER TABLE seats ADD COLUMN psychic_leaves INTEGER;"
  "CREATE TABLE achievements ("
  "  game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,"
  "  seat INTEGER NOT NULL,"
  "  achievement TEXT NOT NULL,"
  "  PRIMARY KEY (game_id, seat, achievement)"
  ") WITHOUT ROWID;"
  "CREATE INDEX achievements_by_kind ON achievements (achievement, game_id);"
  "INSERT INTO achievements (game_id, seat, achievement)"
  "  SELECT game_id, seat, 'highest-score' FROM seats WHERE achievements & 1"
  "  UNION ALL SELECT game_id, seat, 'deepest-explorer' FROM seats WHERE achievements & 2"
  "  UNION ALL SELECT game_id, seat, 'most-gems-lost' FROM seats WHERE achievements & 4"
  "  UNION ALL SELECT game_id, seat, 'bold' FROM seats WHERE achievements & 8"
  "  UNION ALL SELECT game_id, seat, 'timid' FROM seats WHERE achievements & 16"
  "  UNION ALL SELECT game_id, seat, 'psychic' FROM seats WHERE achievements & 32"
  "  UNION ALL SELECT game_id, seat, 'skynet' FROM seats WHERE achievements & 64;";

/* Sums of the history by blocks of consecutive games, so the statistics
 * add up a few hundred blocks and the games after the last one instead of
 * every game. They are built as games are recorded: a history of an
 * earlier version starts without any and is read in full until then. */
static const char migration_3[] =
  "CREATE TABLE stats_blocks ("
  "  last_id INTEGER PRIMARY KEY,"
  "  first_id INTEGER NOT NULL,"
  "  games INTEGER NOT NULL,"
  "  players INTEGER,"
  "  gems_looted INTEGER,"
  "  gold_bars_looted INTEGER,"
  "  gold_bars_value INTEGER,"
  "  sphinx_coins_looted INTEGER,"
  "  lone_leavers INTEGER,"
  "  banker_profit INTEGER,"
  "  monte_losses INTEGER,"
  "  sun_standers INTEGER,"
  "  moon_standers INTEGER,"
  "  lava_lakes_crossed INTEGER,"
  "  scout_reports INTEGER,"
  "  mushrooms_eaten INTEGER,"
  "  devil_deals INTEGER,"
  "  little_people_helped INTEGER,"
  "  spiders_killed INTEGER,"
  "  min_depth INTEGER,"
  "  max_depth INTEGER,"
  "  spider_lairs INTEGER,"
  "  gems_stolen INTEGER,"
  "  psychics INTEGER,"
  "  games_with_ais INTEGER,"
  "  games_won_by_ais INTEGER,"
  "  highest_winning_score INTEGER,"
  "  lowest_winning_score INTEGER,"
  "  winning_score_sum INTEGER"
  ");"
  "CREATE TABLE name_blocks ("
  "  last_id INTEGER NOT NULL,"
  "  name TEXT NOT NULL,"
  "  games INTEGER NOT NULL,"
  "  wins INTEGER NOT NULL,"
  "  computer_games INTEGER NOT NULL,"
  "  money INTEGER NOT NULL,"
  "  gold_bars INTEGER NOT NULL,"
  "  best_score INTEGER,"
  "  highest_score INTEGER NOT NULL,"
  "  deepest_explorer INTEGER NOT NULL,"
  "  most_gems_lost INTEGER NOT NULL,"
  "  bold INTEGER NOT NULL,"
  "  timid INTEGER NOT NULL,"
  "  psychic INTEGER NOT NULL,"
  "  skynet INTEGER NOT NULL,"
  "  PRIMARY KEY (last_id, name)"
  ") WITHOUT ROWID;";

/* What it takes to play each game again (lair-playback.c); NULL for the
 * games recorded before, and for a game that would not play again. The
 * indexes serve the history list: filtered by a seat's name, sorted by
 * any of its columns. The histogram of depths is summed by the blocks of
 * version 3, those that exist counted here. */
static const char migration_4[] =
  "ALTER TABLE games ADD COLUMN replay BLOB;"
  "CREATE INDEX games_by_played_at ON games (played_at);"
  "CREATE INDEX games_by_duration ON games (duration);"
  "CREATE INDEX games_by_players ON games (players);"
  "CREATE INDEX seats_by_name_game ON seats (name, game_id);"
  "CREATE TABLE depth_blocks ("
  "  last_id INTEGER NOT NULL,"
  "  depth INTEGER NOT NULL,"
  "  dungeons INTEGER NOT NULL,"
  "  PRIMARY KEY (last_id, depth)"
  ") WITHOUT ROWID;"
  "INSERT INTO depth_blocks (last_id, depth, dungeons)"
  "  SELECT b.last_id, d.depth, COUNT (*) FROM stats_blocks AS b"
  "  JOIN dungeons AS d ON d.game_id BETWEEN b.first_id AND b.last_id"
  "  GROUP BY b.last_id, d.depth;";

/* How many hints each seat asked for; unknown for earlier games. */
static const char migration_5[] =
  "ALTER TABLE seats ADD COLUMN hints INTEGER;";

static const char * const migrations[LAIR_STORE_SCHEMA_VERSION] = {
  migration_1,
  migration_2,
  migration_3,
  migration_4,
  migration_5,
};

/*
 * lair_store_schema_get_version:
 * @db: an open history
 * @rc: (out): the SQLite result code
 *
 * Returns: the `user_version` of @db, or -1 if it could not be read.
 */
gint
lair_store_schema_get_version (sqlite3 *db,
                               int     *rc)
{
  sqlite3_stmt *stmt = NULL;
  gint version = -1;

  *rc = sqlite3_prepare_v2 (db, "PRAGMA user_version", -1, &stmt, NULL);
  if (*rc == SQLITE_OK)
    {
      *rc = sqlite3_step (stmt);
      if (*rc == SQLITE_ROW)
        {
          version = sqlite3_column_int (stmt, 0);
          *rc = SQLITE_OK;
        }
    }
  sqlite3_finalize (stmt);
  return version;
}

/*
 * lair_store_schema_migrate:
 * @db: an open, writable history
 * @from_version: its current `user_version`
 *
 * Runs the migrations from @from_version to %LAIR_STORE_SCHEMA_VERSION in
 * one transaction; on failure nothing has changed.
 *
 * Returns: %SQLITE_OK, or the code of the statement that failed
 */
int
lair_store_schema_migrate (sqlite3 *db,
                           gint     from_version)
{
  g_autofree char *set_version = NULL;
  int rc;

  g_return_val_if_fail (from_version >= 0 && from_version <= LAIR_STORE_SCHEMA_VERSION, SQLITE_MISUSE);

  if (from_version == LAIR_STORE_SCHEMA_VERSION)
    return SQLITE_OK;

  rc = sqlite3_exec (db, "BEGIN IMMEDIATE", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    return rc;

  for (gint v = from_version; v < LAIR_STORE_SCHEMA_VERSION && rc == SQLITE_OK; v++)
    rc = sqlite3_exec (db, migrations[v], NULL, NULL, NULL);

  /* a pragma takes no bound parameters; the number is ours */
  set_version = g_strdup_printf ("PRAGMA user_version = %d", LAIR_STORE_SCHEMA_VERSION);
  if (rc == SQLITE_OK)
    rc = sqlite3_exec (db, set_version, NULL, NULL, NULL);
  if (rc == SQLITE_OK)
    rc = sqlite3_exec (db, "COMMIT", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    sqlite3_exec (db, "ROLLBACK", NULL, NULL, NULL);
  return rc;
}
