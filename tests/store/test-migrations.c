/* test-migrations.c — every earlier version of the history opens with
 * nothing lost
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-store-private.h"
#include "store-test-util.h"

#define A(x) (1u << LAIR_ACHIEVEMENT_##x)

typedef TestHistory Fixture;

/* Every row of every table, as text, in the columns @db had. */
static GPtrArray *
dump_tables (sqlite3   *db,
             GPtrArray *columns_of)
{
  GPtrArray *rows = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *tables = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name",
                                       -1, &tables, NULL), ==, SQLITE_OK);
  while (sqlite3_step (tables) == SQLITE_ROW)
    {
      const char *table = (const char *) sqlite3_column_text (tables, 0);
      g_autofree char *sql = NULL;
      sqlite3_stmt *stmt = NULL;
      const char *columns = NULL;

      /* the old columns, read from the new table */
      for (guint i = 0; columns_of != NULL && i + 1 < columns_of->len; i += 2)
        if (g_str_equal (g_ptr_array_index (columns_of, i), table))
          columns = g_ptr_array_index (columns_of, i + 1);
      if (columns_of != NULL && columns == NULL)
        continue;
      sql = g_strdup_printf ("SELECT %s FROM \"%s\" ORDER BY 1, 2", columns != NULL ? columns : "*", table);
      g_assert_cmpint (sqlite3_prepare_v2 (db, sql, -1, &stmt, NULL), ==, SQLITE_OK);
      while (sqlite3_step (stmt) == SQLITE_ROW)
        {
          GString *row = g_string_new (table);

          for (int c = 0; c < sqlite3_column_count (stmt); c++)
            {
              const char *text = (const char *) sqlite3_column_text (stmt, c);

              g_string_append_printf (row, "|%s", text != NULL ? text : "NULL");
            }
          g_ptr_array_add (rows, g_string_free (row, FALSE));
        }
      sqlite3_finalize (stmt);
    }
  sqlite3_finalize (tables);
  return rows;
}

/* table name, column list, … of every table in @db */
static GPtrArray *
list_columns (sqlite3 *db)
{
  GPtrArray *result = g_ptr_array_new_with_free_func (g_free);
  sqlite3_stmt *stmt = NULL;

  g_assert_cmpint (sqlite3_prepare_v2 (db,
                                       "SELECT m.name, group_concat (p.name, ', ')"
                                       " FROM sqlite_master AS m JOIN pragma_table_info (m.name) AS p"
                                       " WHERE m.type = 'table' GROUP BY m.name ORDER BY m.name",
                                       -1, &stmt, NULL), ==, SQLITE_OK);
  while (sqlite3_step (stmt) == SQLITE_ROW)
    {
      g_ptr_array_add (result, g_strdup ((const char *) sqlite3_column_text (stmt, 0)));
      g_ptr_array_add (result, g_strdup ((const char *) sqlite3_column_text (stmt, 1)));
    }
  sqlite3_finalize (stmt);
  return result;
}

static gint
file_user_version (const char *path)
{
  sqlite3 *db = NULL;
  gint version;
  int rc;

  g_assert_cmpint (sqlite3_open_v2 (path, &db, SQLITE_OPEN_READONLY, NULL), ==, SQLITE_OK);
  version = lair_store_schema_get_version (db, &rc);
  g_assert_cmpint (rc, ==, SQLITE_OK);
  sqlite3_close (db);
  return version;
}

/* Every fixture: whatever rows it had, the migrated history has, column
 * for column. */
static void
test_every_version_keeps_rows (Fixture       *f,
                               gconstpointer  data)
{
  for (guint version = 1; version < LAIR_STORE_SCHEMA_VERSION; version++)
    {
      g_autoptr(GPtrArray) before = NULL;
      g_autoptr(GPtrArray) after = NULL;
      g_autoptr(GPtrArray) columns = NULL;
      g_autoptr(LairStore) store = NULL;
      g_autoptr(GError) error = NULL;
      sqlite3 *db = NULL;

      g_test_message ("schema version %u", version);
      test_remove_tree (f->path);
      test_load_fixture (f->path, version);
      g_assert_cmpint (file_user_version (f->path), ==, version);

      g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
      before = dump_tables (db, NULL);
      columns = list_columns (db);
      sqlite3_close (db);
      g_assert_cmpuint (before->len, >, 0);

      store = lair_store_new (f->path, &error);
      g_assert_no_error (error);
      g_assert_null (lair_store_get_notice (store));
      g_assert_true (lair_store_get_writable (store));
      g_assert_cmpint (test_sql_int (store, "PRAGMA user_version"), ==, LAIR_STORE_SCHEMA_VERSION);

      after = dump_tables (lair_store_get_handle (store), columns);
      g_assert_cmpuint (after->len, ==, before->len);
      for (guint i = 0; i < before->len; i++)
        g_assert_cmpstr (g_ptr_array_index (after, i), ==, g_ptr_array_index (before, i));

      g_clear_object (&store);
      g_assert_cmpint (file_user_version (f->path), ==, LAIR_STORE_SCHEMA_VERSION);
    }
}

/* Version 1 in detail: what version 2 adds is derived from it, and the
 * statistics, totals and achievements read as before. */
static void
test_version_1 (Fixture       *f,
                gconstpointer  data)
{
  static const TestSeat deep_10[] = { { "Ann", FALSE, 49, 0, 1, 0, 10, 0 } };
  static const TestSeat deep_9[] = { { "Ann", FALSE, 50, 0, 1, 0, 9, 0 } };
  static const gint depths_10[LAIR_N_DUNGEONS] = { 1, 1, 1, 1, 10 };
  static const gint depths_9[LAIR_N_DUNGEONS] = { 1, 1, 1, 1, 9 };
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GPtrArray) totals = NULL;
  g_autoptr(GPtrArray) log = NULL;
  gint usage[LAIR_N_ADVENTURES];
  LairGameRecord record;
  LairStoreGame *game;
  LairStats s;

  test_load_fixture (f->path, 1);
  store = lair_store_new (f->path, &error);
  g_assert_no_error (error);

  g_assert_true (lair_store_get_stats (store, &s, &error));
  g_assert_no_error (error);
  g_assert_cmpint (s.games_played, ==, 3);
  g_assert_cmpint (s.players, ==, 6);
  g_assert_cmpint (s.gems_looted, ==, 104);
  g_assert_cmpint (s.gold_bars_value, ==, 22);
  g_assert_cmpint (s.min_depth, ==, 1);
  g_assert_cmpint (s.max_depth, ==, 10);
  g_assert_cmpint (s.psychics, ==, 1);
  g_assert_cmpint (s.games_with_ais, ==, 2);
  g_assert_cmpint (s.games_won_by_ais, ==, 1);
  g_assert_cmpint (s.highest_winning_score, ==, 50);
  g_assert_cmpint (s.lowest_winning_score, ==, 12);
  g_assert_cmpint (s.winning_score_sum, ==, 92);

  /* the deepest room of each game, which version 1 did not keep */
  g_assert_cmpint (test_sql_int (store, "SELECT deepest FROM games WHERE id = 1"), ==, 9);
  g_assert_cmpint (test_sql_int (store, "SELECT deepest FROM games WHERE id = 2"), ==, 4);
  g_assert_cmpint (test_sql_int (store, "SELECT deepest FROM games WHERE id = 3"), ==, 10);

  /* the achievements, unfolded from the seats' bits */
  log = lair_store_get_achievement_log (store, 0, 100, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (log->len, ==, 12);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM achievements WHERE achievement = 'skynet'"
                                        " AND game_id = 2 AND seat = 1"), ==, 1);

  history = lair_store_get_history (store, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 3);
  game = g_ptr_array_index (history, 1);
  g_assert_cmpint (game->id, ==, 2);
  g_assert_cmpint (g_date_time_to_unix (game->date), ==, 1700003600);
  g_assert_cmpint (game->duration, ==, 512 * G_TIME_SPAN_SECOND);
  g_assert_cmpstr (game->seats[2].name, ==, "'); DROP TABLE games;--");
  g_assert_cmpstr (game->seats[1].level, ==, "hard");
  g_assert_cmphex (game->seats[1].achievements, ==, A (MOST_GEMS_LOST) | A (BOLD) | A (SKYNET));
  /* not known for games of version 1 */
  g_assert_cmpint (game->seats[1].scares, ==, -1);
  g_assert_cmpint (game->seats[1].deepest, ==, -1);
  g_assert_cmpint (game->dungeons[4].adventure, ==, LAIR_ADVENTURE_LITTLE_PEOPLE);
  g_assert_cmpint (game->dungeons[3].end, ==, LAIR_END_LEFT);
  game = g_ptr_array_index (history, 0);
  g_assert_cmpstr (game->seats[0].name, ==, "Zoë 🕷");
  g_assert_cmpint (game->dungeons[4].end, ==, LAIR_END_LAIR);

  totals = lair_store_get_player_totals (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (totals->len, ==, 4);

  g_assert_true (lair_store_get_usage (store, usage, &error));
  g_assert_cmpint (usage[LAIR_ADVENTURE_BANKER], ==, 2);
  g_assert_cmpint (usage[LAIR_ADVENTURE_LITTLE_PEOPLE], ==, 1);

  /* the records of the old games stand: 50 points, room 10 */
  test_record_init (&record, deep_10, 1, depths_10, LAIR_N_DUNGEONS);
  test_record (store, deep_10, 1, depths_10, &record);
  g_assert_cmphex (record.seats[0].achievements & (A (HIGHEST_SCORE) | A (DEEPEST_EXPLORER)), ==,
                   A (DEEPEST_EXPLORER));
  test_record_init (&record, deep_9, 1, depths_9, LAIR_N_DUNGEONS);
  test_record (store, deep_9, 1, depths_9, &record);
  g_assert_cmphex (record.seats[0].achievements & (A (HIGHEST_SCORE) | A (DEEPEST_EXPLORER)), ==,
                   A (HIGHEST_SCORE));
}

/* Version 2 in detail: the seats it knew more about keep it, and the
 * blocks of version 3 come once enough games are recorded. */
static void
test_version_2 (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GPtrArray) totals = NULL;
  LairStoreGame *game;
  LairStats s;

  test_load_fixture (f->path, 2);
  store = lair_store_new (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM stats_blocks"), ==, 0);

  history = lair_store_get_history (store, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 4);
  game = g_ptr_array_index (history, 0);
  g_assert_cmpint (game->id, ==, 4);
  g_assert_cmpint (g_date_time_to_unix (game->date), ==, 1700010800);
  g_assert_cmpint (game->seats[0].scares, ==, 1);
  g_assert_cmpint (game->seats[0].deepest, ==, 3);
  g_assert_cmpint (game->seats[0].gems_lost, ==, 0);
  g_assert_cmpstr (game->seats[1].level, ==, "normal");
  game = g_ptr_array_index (history, 1);
  g_assert_cmpint (game->seats[0].scares, ==, -1);

  g_assert_true (lair_store_get_stats (store, &s, &error));
  g_assert_cmpint (s.games_played, ==, 4);
  g_assert_cmpint (s.players, ==, 8);
  g_assert_cmpint (s.lowest_winning_score, ==, 1);

  g_assert_true (lair_store_begin_batch (store, &error));
  for (guint g = 0; g < LAIR_STORE_BLOCK_GAMES; g++)
    {
      LairGameRecord record;
      LairStoreGameInfo info;

      test_play_game (g, 2, &record, &info);
      g_assert_true (lair_store_record_game (store, &info, &record, NULL, &error));
    }
  g_assert_true (lair_store_end_batch (store, &error));
  g_assert_no_error (error);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM stats_blocks"), ==, 1);
  g_assert_cmpint (test_sql_int (store, "SELECT first_id FROM stats_blocks"), ==, 1);
  g_assert_true (lair_store_get_stats (store, &s, &error));
  g_assert_cmpint (s.games_played, ==, 4 + LAIR_STORE_BLOCK_GAMES);
  totals = lair_store_get_player_totals (store, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < totals->len; i++)
    {
      const LairStorePlayerTotals *t = g_ptr_array_index (totals, i);

      if (g_str_equal (t->name, "Ann"))
        {
          g_assert_cmpint (t->games, ==, 3);
          g_assert_cmpint (t->money, ==, 43);
        }
    }
}

/* Version 3 in detail: its games have no replay and say so; the games
 * recorded after the migration have one, and the new indexes serve the
 * history list. */
static void
test_version_3 (Fixture       *f,
                gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) history = NULL;
  g_autoptr(GPtrArray) named = NULL;
  LairGameRecord record;
  LairStoreGameInfo info;
  gint64 id = 0;

  test_load_fixture (f->path, 3);
  g_assert_cmpint (file_user_version (f->path), ==, 3);
  store = lair_store_new (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM games WHERE replay IS NULL"), ==, 5);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM sqlite_master WHERE type = 'index'"
                                        " AND name IN ('games_by_played_at', 'games_by_duration',"
                                        " 'games_by_players', 'seats_by_name_game')"), ==, 4);

  history = lair_store_get_history (store, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, ==, 5);
  for (guint i = 0; i < history->len; i++)
    g_assert_false (((LairStoreGame *) g_ptr_array_index (history, i))->has_replay);
  g_assert_cmpstr (((LairStoreGame *) g_ptr_array_index (history, 0))->seats[1].level, ==, "easy");

  g_assert_false (lair_store_replay_game (store, 5, NULL, NULL, NULL, &error));
  g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY);
  g_clear_error (&error);
  g_assert_null (lair_store_get_game_story (store, 2, &error));
  g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY);
  g_clear_error (&error);

  /* the old games are listed, filtered and sorted like the new */
  named = lair_store_search_history (store, "Bot", LAIR_STORE_SORT_WINNING_SCORE, FALSE, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (named->len, ==, 4);
  g_assert_cmpint (((LairStoreGame *) g_ptr_array_index (named, 0))->winning_score, ==, 30);

  test_play_game (77, 3, &record, &info);
  g_assert_true (lair_store_record_game (store, &info, &record, &id, &error));
  g_assert_cmpint (id, ==, 6);
  g_assert_true (lair_store_replay_game (store, id, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
}

/* A version 3 history with blocks of summed games: version 4 counts the
 * depths of the games in those blocks, so the histogram has them all. */
static void
test_version_3_blocks (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GArray) depths = NULL;
  gint64 sum = 0;

  test_history_fill (f, 1, LAIR_STORE_BLOCK_GAMES + 30);
  /* as version 3 had it */
  test_exec_sql (f->path,
                 "DROP TABLE depth_blocks;"
                 "DROP INDEX games_by_played_at; DROP INDEX games_by_duration;"
                 "DROP INDEX games_by_players; DROP INDEX seats_by_name_game;"
                 "ALTER TABLE games DROP COLUMN replay;"
                 "ALTER TABLE seats DROP COLUMN hints;"
                 "PRAGMA user_version = 3;");
  g_assert_cmpint (file_user_version (f->path), ==, 3);

  store = lair_store_new (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM stats_blocks"), ==, 1);
  g_assert_cmpint (test_sql_int (store, "SELECT SUM (dungeons) FROM depth_blocks"), ==,
                   LAIR_STORE_BLOCK_GAMES * LAIR_N_DUNGEONS);
  depths = lair_store_get_depth_histogram (store, &error);
  g_assert_no_error (error);
  for (guint d = 0; d < depths->len; d++)
    {
      g_autofree char *sql = g_strdup_printf ("SELECT COUNT (*) FROM dungeons WHERE depth = %u", d);

      g_assert_cmpint (g_array_index (depths, gint64, d), ==, test_sql_int (store, sql));
      sum += g_array_index (depths, gint64, d);
    }
  g_assert_cmpint (sum, ==, (LAIR_STORE_BLOCK_GAMES + 30) * LAIR_N_DUNGEONS);
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM games WHERE replay IS NULL"), ==,
                   LAIR_STORE_BLOCK_GAMES + 30);
}

/* A history from before hints (the version 3 fixture): its games read
 * back as unknown (-1),
 * and games recorded after the migration keep each seat's count. */
static void
test_version_4_hints (Fixture       *f,
                      gconstpointer  data)
{
  const TestSeat seats[] = {
    { .name = "Ada", .chest = 30, .hints = 2 },
    { .name = "Bob", .computer = TRUE, .chest = 20 },
  };
  const gint depths[] = { 4, 5, 6, 7, 8 };
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) history = NULL;
  LairStoreGame *game;
  LairGameRecord record;

  test_load_fixture (f->path, 3);
  store = lair_store_new (f->path, &error);
  g_assert_no_error (error);
  g_assert_cmpint (test_sql_int (store, "PRAGMA user_version"), ==, LAIR_STORE_SCHEMA_VERSION);

  history = lair_store_get_history (store, 0, 10, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (history->len, >, 0);
  game = g_ptr_array_index (history, 0);
  g_assert_cmpint (game->seats[0].hints, ==, -1);
  /* a name whose games all came before knows no count, not none */
  {
    g_autoptr(LairStorePlayerPage) page = lair_store_get_player_page (store, game->seats[0].name, &error);

    g_assert_no_error (error);
    g_assert_cmpint (page->hints, ==, -1);
  }
  g_clear_pointer (&history, g_ptr_array_unref);

  test_record_init (&record, seats, G_N_ELEMENTS (seats), depths, G_N_ELEMENTS (depths));
  test_record (store, seats, G_N_ELEMENTS (seats), depths, &record);
  history = lair_store_get_history (store, 0, 10, &error);
  g_assert_no_error (error);
  game = g_ptr_array_index (history, 0);
  g_assert_cmpstr (game->seats[0].name, ==, "Ada");
  g_assert_cmpint (game->seats[0].hints, ==, 2);
  g_assert_cmpint (game->seats[1].hints, ==, 0);
  /* the player's page adds up the counts it knows */
  {
    g_autoptr(LairStorePlayerPage) page = lair_store_get_player_page (store, "Ada", &error);

    g_assert_no_error (error);
    g_assert_cmpint (page->hints, ==, 2);
  }
}

/* A fresh history and a migrated one have the same tables and columns. */
static void
test_fresh_equals_migrated (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *fresh_path = g_build_filename (f->dir, "fresh.db", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) migrated = NULL;
  g_autoptr(LairStore) fresh = NULL;
  g_autoptr(GPtrArray) a = NULL;
  g_autoptr(GPtrArray) b = NULL;

  test_load_fixture (f->path, 1);
  migrated = lair_store_new (f->path, &error);
  g_assert_no_error (error);
  fresh = lair_store_new (fresh_path, &error);
  g_assert_no_error (error);

  a = list_columns (lair_store_get_handle (migrated));
  b = list_columns (lair_store_get_handle (fresh));
  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_cmpstr (g_ptr_array_index (a, i), ==, g_ptr_array_index (b, i));
  g_assert_cmpint (test_sql_int (migrated, "SELECT COUNT (*) FROM sqlite_master WHERE type = 'index'"), ==,
                   test_sql_int (fresh, "SELECT COUNT (*) FROM sqlite_master WHERE type = 'index'"));
}

/* Reading an old history never changes it: it is brought up to date in
 * memory only. */
static void
test_read_old_without_writing (Fixture       *f,
                               gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  g_autoptr(GPtrArray) history = NULL;
  LairStats s;

  test_load_fixture (f->path, 1);
  store = lair_store_new_for_reading (f->path, &error);
  g_assert_no_error (error);
  g_assert_false (lair_store_get_writable (store));
  g_assert_true (lair_store_get_stats (store, &s, &error));
  g_assert_cmpint (s.games_played, ==, 3);
  g_assert_cmpint (s.highest_winning_score, ==, 50);
  history = lair_store_get_history (store, 0, 1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (((LairStoreGame *) g_ptr_array_index (history, 0))->deepest, ==, 10);
  g_clear_object (&store);

  g_assert_cmpint (file_user_version (f->path), ==, 1);
}

/* A migration that fails leaves the file as it was, and the game goes on
 * without recording. */
static void
test_failed_migration (Fixture       *f,
                       gconstpointer  data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  sqlite3 *db = NULL;

  test_load_fixture (f->path, 1);
  /* a table in the way of version 2 */
  test_exec_sql (f->path, "CREATE TABLE achievements (x)");

  store = lair_store_new (f->path, &error);
  g_assert_no_error (error);
  g_assert_false (lair_store_get_writable (store));
  g_assert_nonnull (lair_store_get_notice (store));
  g_assert_error ((GError *) lair_store_get_notice (store), LAIR_STORE_ERROR, LAIR_STORE_ERROR_READ_ONLY);
  g_clear_object (&store);

  g_assert_cmpint (file_user_version (f->path), ==, 1);
  g_assert_cmpint (sqlite3_open (f->path, &db), ==, SQLITE_OK);
  g_assert_cmpint (sqlite3_exec (db, "SELECT deepest FROM games", NULL, NULL, NULL), !=, SQLITE_OK);
  sqlite3_close (db);
}

/* A history from a newer version is read but never written. */
static void
test_too_new (Fixture       *f,
              gconstpointer  data)
{
  static const TestSeat seats[] = { { "Ann", FALSE, 10, 0, 1, 0, 3, 0 } };
  static const gint depths[LAIR_N_DUNGEONS] = { 1, 2, 3, 2, 1 };
  g_autoptr(GError) error = NULL;
  g_autoptr(LairStore) store = NULL;
  LairStoreGameInfo info;
  LairGameRecord record;

  store = lair_store_new (f->path, &error);
  g_assert_no_error (error);
  test_record_init (&record, seats, 1, depths, LAIR_N_DUNGEONS);
  test_record (store, seats, 1, depths, &record);
  g_clear_object (&store);

  test_exec_sql (f->path, "PRAGMA user_version = 99");

  store = test_history_open (f);
  g_assert_cmpuint (f->notices->len, ==, 1);
  g_assert_error ((GError *) lair_store_get_notice (store), LAIR_STORE_ERROR, LAIR_STORE_ERROR_TOO_NEW);
  g_assert_false (lair_store_get_writable (store));

  test_record_init (&record, seats, 1, depths, LAIR_N_DUNGEONS);
  test_info_init (&info, seats, 1, 0);
  g_assert_false (lair_store_record_game (store, &info, &record, NULL, &error));
  g_assert_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_RECORDED);
  /* decided all the same, against the history it could read */
  g_assert_true (record.seats[0].achievements & A (HIGHEST_SCORE));
  g_assert_cmpint (lair_store_count_games (store, NULL), ==, 1);
  g_clear_object (&store);
  g_assert_cmpint (file_user_version (f->path), ==, 99);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add ("/store/migrations/" path, Fixture, NULL, test_history_set_up, func, test_history_tear_down)

  ADD ("every-version-keeps-rows", test_every_version_keeps_rows);
  ADD ("version-1", test_version_1);
  ADD ("version-2", test_version_2);
  ADD ("version-3", test_version_3);
  ADD ("version-3-blocks", test_version_3_blocks);
  ADD ("version-4-hints", test_version_4_hints);
  ADD ("fresh-equals-migrated", test_fresh_equals_migrated);
  ADD ("read-old-without-writing", test_read_old_without_writing);
  ADD ("failed-migration", test_failed_migration);
  ADD ("too-new", test_too_new);

#undef ADD

  return g_test_run ();
}
