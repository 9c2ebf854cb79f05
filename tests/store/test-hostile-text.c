/* test-hostile-text.c — seat names as players type them, markup, very
 * long, right to left, emoji, combining marks and bytes that are no
 * text: through a played session into the history, and back out of the
 * history page, the per-name totals and `spider-lair-cli stats --json`
 * exactly as they went in
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>
#include <string.h>

#include "lair-store-private.h"
#include "session-test-util.h"
#include "store-test-util.h"

/* Enough plain games after the first ones that those end up in a block
 * of summed totals, and the last one is added to it from the games. */
#define N_FILLER (LAIR_STORE_BLOCK_GAMES + 50)


/* Markup that must never be taken as markup, text that runs right to
 * left or joins into one glyph, what JSON and SQL have to escape, and
 * bytes that are no UTF-8. */
static const char * const hostile[] = {
  "<b>bold</b>",
  "&amp;",
  "a & b",
  "<span size=\"xx-large\">big</span> <i>unclosed",
  NULL,  /* the long name */
  "مرحبا يا عنكبوت",
  "שלום עכביש",
  "left \u202Eright to left\u202C left",
  "🕷️🕸️ 👩‍👩‍👧‍👦 🏳️‍🌈",
  "Cafe\u0301",
  "Caf\u00e9",
  "Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇",
  "\"quoted\" back\\slash\ttab",
  "two\nlines",
  "Robert'); DROP TABLE seats;--",
  "%s%n%x",
  "bad \xff\xfe and \xc3( end",
};

#define LONG_NAME_INDEX 4
#define INVALID_INDEX (G_N_ELEMENTS (hostile) - 1)

typedef struct {
  TestHistory history;
  char *names[G_N_ELEMENTS (hostile)];     /* as typed */
  char *expected[G_N_ELEMENTS (hostile)];  /* as the history keeps them */
  GMainContext *context;
} Fixture;

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  test_history_set_up (&f->history, data);
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      f->names[i] = i == LONG_NAME_INDEX ? test_long_name () : g_strdup (hostile[i]);
      /* bytes that are no text become U+FFFD, the rest stays as typed */
      f->expected[i] = g_utf8_make_valid (f->names[i], -1);
    }
  g_assert_false (g_utf8_validate (f->names[INVALID_INDEX], -1, NULL));
  g_assert_cmpstr (f->expected[INVALID_INDEX], ==, "bad \uFFFD\uFFFD and \uFFFD( end");

  f->context = g_main_context_new ();
  g_main_context_push_thread_default (f->context);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  g_main_context_pop_thread_default (f->context);
  g_main_context_unref (f->context);
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_free (f->names[i]);
      g_free (f->expected[i]);
    }
  test_history_tear_down (&f->history, data);
}

/* Seats names[first..first+n-1] as people who typed them, the rest of
 * the table as computers up to @n_seats, plays the whole game and
 * records it as the application does at its end. Returns the game's id. */
static gint64
play_session (Fixture   *f,
              LairStore *store,
              guint      first,
              guint      n,
              guint      n_seats,
              guint64    seed)
{
  g_autoptr(LairGameSession) session = test_session_new ();
  g_autoptr(GError) error = NULL;
  LairStoreGameInfo info = { 0 };
  LairGameRecord record;
  gint64 id = 0;

  for (guint i = 0; i < n_seats; i++)
    {
      if (i < n)
        {
          g_assert_true (lair_game_session_join_seat (session, i, &error));
          g_assert_true (lair_game_session_finish_joining (session, i, f->names[first + i], &error));
        }
      else
        {
          g_assert_true (lair_game_session_make_computer (session, i, &error));
        }
      g_assert_no_error (error);
    }
  lair_game_session_set_seed (session, seed);
  g_assert_true (lair_game_session_play (session, &error));
  g_assert_no_error (error);
  test_play_to_end (session);

  record = *lair_game_session_get_record (session);
  g_assert_true (record.finished);
  g_assert_cmpuint (record.n_players, ==, n_seats);
  info.seed = seed;
  info.duration = 10 * G_TIME_SPAN_MINUTE;
  for (guint i = 0; i < n_seats; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      gint p = lair_seat_get_player (seat);

      g_assert_cmpint (p, >=, 0);
      info.seats[p].name = lair_seat_get_name (seat);
      info.seats[p].level = lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER ? "normal" : NULL;
    }

  g_assert_true (lair_store_record_game (store, &info, &record, &id, &error));
  g_assert_no_error (error);
  return id;
}

static LairStoreGame *
find_game (GPtrArray *page,
           gint64     id)
{
  for (guint i = 0; i < page->len; i++)
    {
      LairStoreGame *game = g_ptr_array_index (page, i);

      if (game->id == id)
        return game;
    }
  g_assert_not_reached ();
}

/* The seats of a recorded game, read back, hold the names in seat order. */
static void
assert_game_names (Fixture       *f,
                   LairStoreGame *game,
                   guint          first,
                   guint          n)
{
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (g_utf8_validate (game->seats[i].name, -1, NULL));
      g_assert_cmpstr (game->seats[i].name, ==, f->expected[first + i]);
      g_assert_false (game->seats[i].computer);
    }
  if (first <= LONG_NAME_INDEX && LONG_NAME_INDEX < first + n)
    g_assert_cmpint (g_utf8_strlen (game->seats[LONG_NAME_INDEX - first].name, -1), ==, TEST_LONG_NAME_CHARS);
}

/* How many games the history holds for name @i: the names of the first
 * game come back in the third one. */
static gint64
expected_games (guint i)
{
  return i < LAIR_MAX_PLAYERS ? 2 : 1;
}

static void
assert_totals (Fixture   *f,
               GPtrArray *totals)
{
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      guint found = 0;

      for (guint t = 0; t < totals->len; t++)
        {
          LairStorePlayerTotals *entry = g_ptr_array_index (totals, t);

          g_assert_true (g_utf8_validate (entry->name, -1, NULL));
          if (!g_str_equal (entry->name, f->expected[i]))
            continue;
          found++;
          g_assert_cmpint (entry->games, ==, expected_games (i));
          g_assert_cmpint (entry->computer_games, ==, 0);
        }
      /* one entry per name as typed: "Café" and "Cafe" with a combining
       * accent are two names */
      g_assert_cmpuint (found, ==, 1);
    }
}

static char *
run_cli (const char * const *argv)
{
  g_autoptr(GSubprocess) proc = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) out = NULL;
  g_autoptr(GBytes) err = NULL;
  gsize size;
  const char *data;

  proc = g_subprocess_newv (argv, G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &error);
  g_assert_no_error (error);
  g_subprocess_communicate (proc, NULL, NULL, &out, &err, &error);
  g_assert_no_error (error);
  g_assert_true (g_subprocess_get_if_exited (proc));
  g_assert_cmpint (g_subprocess_get_exit_status (proc), ==, 0);
  g_assert_cmpuint (g_bytes_get_size (err), ==, 0);

  /* whatever the names, what comes out is text */
  data = g_bytes_get_data (out, &size);
  g_assert_true (g_utf8_validate_len (data, size, NULL));
  return g_strndup (data, size);
}

/* `spider-lair-cli stats --json` is valid JSON holding every name. */
static void
assert_cli (Fixture *f,
            gint64   n_games)
{
  g_autofree char *cli = g_test_build_filename (G_TEST_BUILT, "..", "src", "cli", "spider-lair-cli", NULL);
  const char *json_argv[] = { cli, "stats", "--json", "--db", f->history.path, NULL };
  const char *text_argv[] = { cli, "stats", "--db", f->history.path, NULL };
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *json = run_cli (json_argv);
  g_autofree char *text = run_cli (text_argv);
  JsonObject *root;
  JsonArray *players;

  json_parser_load_from_data (parser, json, -1, &error);
  g_assert_no_error (error);
  root = json_node_get_object (json_parser_get_root (parser));
  g_assert_cmpint (json_object_get_int_member (json_object_get_object_member (root, "stats"), "games_played"),
                   ==, n_games);
  players = json_object_get_array_member (root, "players");

  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      guint found = 0;

      for (guint p = 0; p < json_array_get_length (players); p++)
        {
          JsonObject *player = json_array_get_object_element (players, p);

          if (!g_str_equal (json_object_get_string_member (player, "name"), f->expected[i]))
            continue;
          found++;
          g_assert_cmpint (json_object_get_int_member (player, "games"), ==, expected_games (i));
        }
      g_assert_cmpuint (found, ==, 1);

      /* the text output prints the names as they are */
      g_assert_nonnull (strstr (text, f->expected[i]));
    }
}

/* Two tables of people with hostile names play whole games; a thousand
 * plain games follow, so the first two are summed into a block of the
 * totals, and the first table plays once more. Every name comes back out
 * of the history, the totals and the command line as it went in. */
static void
test_hostile_names (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(LairStore) store = NULL;
  g_autoptr(LairStore) again = NULL;
  g_autoptr(GPtrArray) page = NULL;
  g_autoptr(GPtrArray) totals = NULL;
  g_autoptr(GPtrArray) log = NULL;
  g_autoptr(GError) error = NULL;
  const guint n_second = G_N_ELEMENTS (hostile) - LAIR_MAX_PLAYERS;
  gint64 first_id, second_id, third_id;
  gint64 n_games;

  G_STATIC_ASSERT (G_N_ELEMENTS (hostile) > LAIR_MAX_PLAYERS);
  G_STATIC_ASSERT (G_N_ELEMENTS (hostile) < 2 * LAIR_MAX_PLAYERS);

  store = lair_store_new (f->history.path, &error);
  g_assert_no_error (error);

  first_id = play_session (f, store, 0, LAIR_MAX_PLAYERS, LAIR_MAX_PLAYERS, 7);
  second_id = play_session (f, store, LAIR_MAX_PLAYERS, n_second, LAIR_MAX_PLAYERS, 8);

  g_assert_true (lair_store_begin_batch (store, &error));
  for (guint g = 0; g < N_FILLER; g++)
    {
      LairStoreGameInfo info;
      LairGameRecord record;

      test_play_game (1000 + g, 1 + g % LAIR_MAX_PLAYERS, &record, &info);
      g_assert_true (lair_store_record_game (store, &info, &record, NULL, &error));
    }
  g_assert_true (lair_store_end_batch (store, &error));
  g_assert_no_error (error);
  third_id = play_session (f, store, 0, LAIR_MAX_PLAYERS, LAIR_MAX_PLAYERS, 9);
  n_games = 3 + N_FILLER;

  /* the first games are summed in a block now */
  g_assert_cmpint (test_sql_int (store, "SELECT COUNT (*) FROM name_blocks"), >, 0);

  /* the history page */
  page = lair_store_get_history (store, 0, (guint) n_games, &error);
  g_assert_no_error (error);
  assert_game_names (f, find_game (page, first_id), 0, LAIR_MAX_PLAYERS);
  assert_game_names (f, find_game (page, second_id), LAIR_MAX_PLAYERS, n_second);
  assert_game_names (f, find_game (page, third_id), 0, LAIR_MAX_PLAYERS);
  g_assert_true (find_game (page, second_id)->seats[LAIR_MAX_PLAYERS - 1].computer);

  /* the totals per name */
  totals = lair_store_get_player_totals (store, &error);
  g_assert_no_error (error);
  assert_totals (f, totals);

  /* who earned what in the games of the people */
  log = lair_store_get_achievement_log (store, 0, G_MAXUINT, &error);
  g_assert_no_error (error);
  for (guint e = 0; e < log->len; e++)
    {
      LairStoreAchievementEntry *entry = g_ptr_array_index (log, e);
      LairStoreGame *game;
      gboolean found = FALSE;

      g_assert_true (g_utf8_validate (entry->name, -1, NULL));
      if (entry->game_id != first_id && entry->game_id != second_id && entry->game_id != third_id)
        continue;
      game = find_game (page, entry->game_id);
      for (guint s = 0; s < game->n_players; s++)
        found |= g_str_equal (entry->name, game->seats[s].name);
      g_assert_true (found);
    }
  g_clear_object (&store);

  /* the next start reads the same */
  again = lair_store_new_for_reading (f->history.path, &error);
  g_assert_no_error (error);
  g_clear_pointer (&totals, g_ptr_array_unref);
  totals = lair_store_get_player_totals (again, &error);
  g_assert_no_error (error);
  assert_totals (f, totals);
  g_clear_object (&again);

  assert_cli (f, n_games);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/store/hostile-text/names", Fixture, NULL, fixture_set_up, test_hostile_names, fixture_tear_down);

  return g_test_run ();
}
