/* test-keeper.c — the history as a list model and a recorded game watched
 * again, without a display
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "lair-game-keeper.h"
#include "lair-history-model.h"
#include "store-test-util.h"

#define N_GAMES (LAIR_HISTORY_MODEL_PAGE_SIZE + 20)

typedef struct {
  TestHistory history;
  LairStore *store;
} Fixture;

static void
set_up (Fixture       *f,
        gconstpointer  data)
{
  test_history_set_up (&f->history, data);
  test_history_fill (&f->history, 1, N_GAMES);
  f->store = test_history_open (&f->history);
}

static void
tear_down (Fixture       *f,
           gconstpointer  data)
{
  g_assert_finalize_object (f->store);
  test_history_tear_down (&f->history, data);
}

static gint64
game_id (GListModel *model,
         guint       position)
{
  g_autoptr(LairHistoryItem) item = g_list_model_get_item (model, position);

  g_assert_nonnull (item);
  return lair_history_item_get_game (item)->id;
}

/* Every game, newest first, read a page at a time; a reload shows the
 * games recorded since. */
static void
test_history_model (Fixture       *f,
                    gconstpointer  data)
{
  g_autoptr(LairHistoryModel) model = lair_history_model_new (f->store);
  GListModel *list = G_LIST_MODEL (model);
  LairGameRecord record;
  LairStoreGameInfo info;
  GError *error = NULL;
  gint64 id = 0;

  g_assert_cmpuint (g_list_model_get_n_items (list), ==, N_GAMES);
  g_assert_true (g_list_model_get_item_type (list) == LAIR_TYPE_HISTORY_ITEM);
  for (guint i = 1; i < N_GAMES; i++)
    g_assert_cmpint (game_id (list, i), ==, game_id (list, i - 1) - 1);
  g_assert_null (g_list_model_get_item (list, N_GAMES));
  g_assert_null (lair_history_model_get_error (model));

  test_play_game (9000, 3, &record, &info);
  g_assert_true (lair_store_record_game (f->store, &info, &record, &id, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, N_GAMES);
  lair_history_model_reload (model);
  g_assert_cmpuint (g_list_model_get_n_items (list), ==, N_GAMES + 1);
  g_assert_cmpint (game_id (list, 0), ==, id);
}

/* The keeper has the session play a recorded game again, as it ended. */
static void
test_watch (Fixture       *f,
            gconstpointer  data)
{
  g_autoptr(LairGameSession) session = g_object_new (LAIR_TYPE_GAME_SESSION,
                                                     "grace-delay", 0,
                                                     "think-delay", 0,
                                                     "reveal-delay", 0,
                                                     NULL);
  g_autofree char *dir = test_make_tmpdir ();
  g_autofree char *path = g_build_filename (dir, "kept", NULL);
  g_autoptr(LairGameKeeper) keeper = lair_game_keeper_new (session, path);
  g_autoptr(LairStoreGame) game = NULL;
  g_autoptr(GPtrArray) newest = NULL;
  GError *error = NULL;
  guint steps = 0;

  g_assert_false (lair_game_keeper_watch (keeper, f->store, G_MAXINT64, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (lair_game_session_get_watching (session));

  newest = lair_store_get_history (f->store, 0, 1, &error);
  g_assert_no_error (error);
  game = lair_store_game_ref (g_ptr_array_index (newest, 0));
  g_assert_true (lair_game_keeper_watch (keeper, f->store, game->id, &error));
  g_assert_no_error (error);
  g_assert_true (lair_game_session_get_watching (session));
  g_assert_cmpuint (lair_game_session_get_n_players (session), ==, game->n_players);
  g_assert_cmpuint (lair_game_session_get_seed (session), ==, game->seed);

  while (lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED)
    {
      g_main_context_iteration (NULL, TRUE);
      g_assert_cmpuint (++steps, <, 1000000);
    }
  for (guint p = 0; p < game->n_players; p++)
    g_assert_cmpint (lair_game_session_get_record (session)->seats[p].chest, ==, game->seats[p].chest);
  /* nothing was kept to resume */
  g_assert_false (lair_game_keeper_get_can_resume (keeper));
  lair_game_session_return_to_menu (session);
  test_remove_tree (dir);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);

  g_test_add ("/keeper/history-model", Fixture, NULL, set_up, test_history_model, tear_down);
  g_test_add ("/keeper/watch", Fixture, NULL, set_up, test_watch, tear_down);
  return g_test_run ();
}
