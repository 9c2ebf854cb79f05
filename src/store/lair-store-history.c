/* lair-store-history.c — each game kept whole: its replay, its story, and
 * the history list searched and sorted for the statistics window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <inttypes.h>
#include <string.h>

#include "lair-playback.h"
#include "lair-store-private.h"

static guint32
computer_mask (const LairGameRecord *record)
{
  guint32 mask = 0;

  for (guint i = 0; i < record->n_players; i++)
    if (record->seats[i].computer)
      mask |= 1u << i;
  return mask;
}

/*
 * lair_store_pack_replay:
 * @info: the game's seed and seats
 * @record: the finished game, its achievements decided
 *
 * Packs what it takes to play @record's game again, and plays it once to
 * be sure: a game that would not play to the same result is kept
 * without its replay rather than with a wrong one.
 *
 * Returns: (transfer full) (nullable): the replay, or %NULL
 */
GBytes *
lair_store_pack_replay (const LairStoreGameInfo *info,
                        const LairGameRecord    *record)
{
  g_autoptr(GBytes) packed = lair_playback_pack (record);
  g_autofree LairGameRecord *again = NULL;
  const guint8 *data;
  gsize length;

  if (packed == NULL)
    return NULL;
  data = g_bytes_get_data (packed, &length);
  again = g_new (LairGameRecord, 1);
  if (!lair_playback_play (data, length, info->seed, computer_mask (record), NULL, NULL, again) ||
      !lair_playback_same (record, again))
    {
      g_debug ("A game of seed %" G_GUINT64_FORMAT " does not play again the same; kept without its replay",
               info->seed);
      return NULL;
    }
  return g_steal_pointer (&packed);
}

static int
load_rows (LairStore     *self,
           LairStoreGame *game)
{
  int rc;

  {
    g_autoptr(Stmt) stmt = lair_store_stmt (self, STMT_GAME_SEATS, &rc);

    if (stmt == NULL)
      return rc;
    sqlite3_bind_int64 (stmt, 1, game->id);
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      lair_store_read_seat_row (game, stmt);
    if (rc != SQLITE_DONE)
      return rc;
  }
  {
    g_autoptr(Stmt) stmt = lair_store_stmt (self, STMT_GAME_DUNGEONS, &rc);

    if (stmt == NULL)
      return rc;
    sqlite3_bind_int64 (stmt, 1, game->id);
    while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
      lair_store_read_dungeon_row (game, stmt);
    if (rc != SQLITE_DONE)
      return rc;
  }
  return SQLITE_OK;
}

/* The game @id with its seats and dungeons, and its replay if asked. */
static LairStoreGame *
read_game (LairStore *self,
           gint64     id,
           GBytes   **replay,
           GError   **error)
{
  g_autoptr(LairStoreGame) game = NULL;
  int rc;

  {
    g_autoptr(Stmt) stmt = lair_store_stmt (self, STMT_GAME_ROW, &rc);

    if (stmt == NULL)
      {
        lair_store_fail (self, rc, error);
        return NULL;
      }
    sqlite3_bind_int64 (stmt, 1, id);
    rc = sqlite3_step (stmt);
    if (rc == SQLITE_DONE)
      {
        g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NOT_FOUND,
                     _("There is no game %" PRId64 " in the game history."), id);
        return NULL;
      }
    if (rc != SQLITE_ROW)
      {
        lair_store_fail (self, rc, error);
        return NULL;
      }
    game = lair_store_read_game_row (stmt);
    if (replay != NULL)
      *replay = sqlite3_column_type (stmt, 8) == SQLITE_BLOB
                ? g_bytes_new (sqlite3_column_blob (stmt, 8), (gsize) sqlite3_column_bytes (stmt, 8))
                : NULL;
  }

  rc = load_rows (self, game);
  if (rc != SQLITE_OK)
    {
      if (replay != NULL)
        g_clear_pointer (replay, g_bytes_unref);
      lair_store_fail (self, rc, error);
      return NULL;
    }
  return g_steal_pointer (&game);
}

/**
 * lair_store_get_game:
 * @self: a #LairStore
 * @id: a game's id in the history
 * @error: why it could not be read (%LAIR_STORE_ERROR_NOT_FOUND for an
 *   id that is no game)
 *
 * Returns: (transfer full) (nullable): the game, with its seats and
 *   dungeons
 */
LairStoreGame *
lair_store_get_game (LairStore *self,
                     gint64     id,
                     GError   **error)
{
  LairStoreGame *game;

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  game = read_game (self, id, NULL, error);
  lair_store_finish (self, error);
  return game;
}

static gboolean
matches_history (const LairStoreGame  *game,
                 const LairGameRecord *record)
{
  if (record->n_players != game->n_players)
    return FALSE;
  for (guint i = 0; i < game->n_players; i++)
    {
      const LairStoreGameSeat *s = &game->seats[i];
      const LairSeatRecord *r = &record->seats[i];

      if (s->chest != r->chest || s->gold_bars != r->gold_bars ||
          s->winner != r->winner || s->achievements != r->achievements ||
          s->computer != r->computer)
        return FALSE;
    }
  return TRUE;
}

static gboolean
replay_game (LairStore      *self,
             gint64          id,
             LairEventFunc   func,
             gpointer        user_data,
             LairStoreGame **out_game,
             GError        **error)
{
  g_autoptr(LairStoreGame) game = NULL;
  g_autoptr(GBytes) replay = NULL;
  g_autofree LairGameRecord *record = NULL;
  guint32 computers = 0;
  const guint8 *data;
  gsize length;

  game = read_game (self, id, &replay, error);
  if (game == NULL)
    return FALSE;
  if (replay == NULL)
    {
      g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY,
                   _("Game %" PRId64 " cannot be watched again: it was recorded before "
                     "games were kept whole."), id);
      return FALSE;
    }

  for (guint i = 0; i < game->n_players; i++)
    if (game->seats[i].computer)
      computers |= 1u << i;
  data = g_bytes_get_data (replay, &length);
  record = g_new (LairGameRecord, 1);
  if (!lair_playback_play (data, length, game->seed, computers, func, user_data, record) ||
      !matches_history (game, record))
    {
      g_set_error (error, LAIR_STORE_ERROR, LAIR_STORE_ERROR_NO_REPLAY,
                   _("Game %" PRId64 " cannot be watched again: its record is damaged."), id);
      return FALSE;
    }
  if (out_game != NULL)
    *out_game = g_steal_pointer (&game);
  return TRUE;
}

/**
 * lair_store_replay_game:
 * @self: a #LairStore
 * @id: a game's id in the history
 * @func: (nullable): hears every event of the game as it plays again
 * @user_data: for @func
 * @out_game: (out) (optional) (transfer full): the game as the history
 *   list has it
 * @error: why it cannot be played again: %LAIR_STORE_ERROR_NOT_FOUND,
 *   %LAIR_STORE_ERROR_NO_REPLAY for a game recorded without its replay or
 *   whose replay does not end as the game did
 *
 * Plays a recorded game again through the core, every choice as it was
 * made, and checks that it ends with the chests, gold bars, winners and
 * achievements that were recorded.
 *
 * Returns: %TRUE if the game played again to its recorded result
 */
gboolean
lair_store_replay_game (LairStore      *self,
                        gint64          id,
                        LairEventFunc   func,
                        gpointer        user_data,
                        LairStoreGame **out_game,
                        GError        **error)
{
  gboolean ok;

  g_return_val_if_fail (LAIR_IS_STORE (self), FALSE);

  ok = replay_game (self, id, func, user_data, out_game, error);
  lair_store_finish (self, error);
  return ok;
}

/* The story */

typedef struct {
  LairStoreGameStory *story;
  gint dungeon;
  gint room;
} StoryBuilder;

static void
story_event_cb (const LairEvent *event,
                gpointer         user_data)
{
  StoryBuilder *builder = user_data;
  LairStoreStoryDungeon *dungeon;
  LairStoreStoryExit exit = { 0 };

  if (event->type == LAIR_EVENT_DUNGEON_BUILT)
    {
      builder->dungeon = event->dungeon_built.dungeon;
      builder->room = 0;
      return;
    }
  if (builder->dungeon < 0 || builder->dungeon >= LAIR_N_DUNGEONS)
    return;
  dungeon = &builder->story->dungeons[builder->dungeon];

  switch ((int) event->type)
    {
    case LAIR_EVENT_ROOM_ENTERED:
      builder->room = event->room_entered.number;
      break;

    case LAIR_EVENT_SEAT_LEFT:
      exit.seat = event->seat;
      exit.room = event->seat_left.room;
      exit.gems = event->seat_left.gems;
      exit.bars = event->seat_left.bars;
      exit.bars_value = event->seat_left.bars_value;
      exit.coins = event->seat_left.coins;
      g_array_append_val (dungeon->exits, exit);
      break;

    case LAIR_EVENT_SPIDER:
      exit.seat = event->seat;
      exit.room = builder->room;
      exit.scared = TRUE;
      exit.lost = event->spider.gems;
      dungeon->spider_took += event->spider.gems;
      g_array_append_val (dungeon->exits, exit);
      break;

    case LAIR_EVENT_DUNGEON_FINISHED:
      dungeon->end = event->dungeon_finished.end;
      dungeon->depth = event->dungeon_finished.depth;
      dungeon->lair_room = event->dungeon_finished.lair_room;
      break;

    default:
      break;
    }
}

/**
 * lair_store_game_story_free:
 * @story: (nullable): a story from lair_store_get_game_story()
 */
void
lair_store_game_story_free (LairStoreGameStory *story)
{
  if (story == NULL)
    return;
  g_clear_pointer (&story->game, lair_store_game_unref);
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    g_clear_pointer (&story->dungeons[d].exits, g_array_unref);
  g_free (story);
}

static LairStoreTieBreak
tie_break (const LairStoreGame *game)
{
  gint best = G_MININT;
  guint n_best = 0;
  guint n_winners = 0;

  for (guint i = 0; i < game->n_players; i++)
    best = MAX (best, game->seats[i].chest);
  for (guint i = 0; i < game->n_players; i++)
    {
      n_best += game->seats[i].chest == best;
      n_winners += game->seats[i].winner;
    }
  if (n_best <= 1)
    return LAIR_STORE_TIE_NONE;
  return n_winners < n_best ? LAIR_STORE_TIE_GOLD_BARS : LAIR_STORE_TIE_SHARED;
}

/**
 * lair_store_get_game_story:
 * @self: a #LairStore
 * @id: a game's id in the history
 * @error: why there is no story (see lair_store_replay_game())
 *
 * Everything the history page of one game shows: the seats with their
 * levels, chests, gold bars, achievements and who won and how, and for
 * each dungeon its adventure, depth, end, who came out when with what and
 * what the spider took — played again from the game's choices.
 *
 * Returns: (transfer full) (nullable): the story
 */
LairStoreGameStory *
lair_store_get_game_story (LairStore *self,
                           gint64     id,
                           GError   **error)
{
  g_autoptr(LairStoreGameStory) story = g_new0 (LairStoreGameStory, 1);
  StoryBuilder builder = { story, -1, 0 };

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    story->dungeons[d].exits = g_array_new (FALSE, TRUE, sizeof (LairStoreStoryExit));

  if (!lair_store_replay_game (self, id, story_event_cb, &builder, &story->game, error))
    return NULL;

  for (guint d = 0; d < LAIR_N_DUNGEONS && d < story->game->n_dungeons; d++)
    story->dungeons[d].adventure = story->game->dungeons[d].adventure;
  story->tie_break = tie_break (story->game);
  return g_steal_pointer (&story);
}

/* The history list */

static const char * const sort_columns[LAIR_STORE_N_SORTS] = {
  [LAIR_STORE_SORT_DATE] = "played_at",
  [LAIR_STORE_SORT_DURATION] = "duration",
  [LAIR_STORE_SORT_PLAYERS] = "players",
  [LAIR_STORE_SORT_WINNING_SCORE] = "winning_score",
  [LAIR_STORE_SORT_DEEPEST] = "deepest",
};

/* Reads game @id's row and its seats and dungeons into a new game. */
static int
load_game (LairStore      *self,
           gint64          id,
           LairStoreGame **out)
{
  g_autoptr(LairStoreGame) game = NULL;
  int rc;

  {
    g_autoptr(Stmt) stmt = lair_store_stmt (self, STMT_GAME_ROW, &rc);

    if (stmt == NULL)
      return rc;
    sqlite3_bind_int64 (stmt, 1, id);
    rc = sqlite3_step (stmt);
    if (rc != SQLITE_ROW)
      return rc == SQLITE_DONE ? SQLITE_OK : rc;
    game = lair_store_read_game_row (stmt);
  }
  rc = load_rows (self, game);
  if (rc == SQLITE_OK)
    *out = g_steal_pointer (&game);
  return rc;
}

static GPtrArray *
search_history (LairStore    *self,
                const char   *name,
                LairStoreSort sort,
                gboolean      ascending,
                guint         offset,
                guint         limit,
                GError      **error)
{
  g_autoptr(GPtrArray) games = g_ptr_array_new_with_free_func ((GDestroyNotify) lair_store_game_unref);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autofree char *sql = NULL;
  const char *column = sort_columns[sort];
  const char *order = ascending ? "ASC" : "DESC";
  sqlite3_stmt *stmt = NULL;
  int rc;

  /* The page's ids first, walking the column's index in order and
   * stopping at the page: a name's games are looked up in a set made
   * once, so neither a common name nor a rare one sorts its games. Made
   * of the fixed column names above; the name comes in bound. */
  sql = g_strdup_printf ("SELECT id FROM games INDEXED BY games_by_%s%s"
                         " ORDER BY %s %s, id %s LIMIT ?1 OFFSET ?2",
                         column,
                         name != NULL ? " WHERE id IN (SELECT game_id FROM seats WHERE name = ?3)" : "",
                         column, order, order);
  rc = sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL);
  if (rc == SQLITE_OK)
    {
      sqlite3_bind_int64 (stmt, 1, limit);
      sqlite3_bind_int64 (stmt, 2, offset);
      if (name != NULL)
        sqlite3_bind_text (stmt, 3, name, -1, SQLITE_STATIC);
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          gint64 id = sqlite3_column_int64 (stmt, 0);

          g_array_append_val (ids, id);
        }
      if (rc == SQLITE_DONE)
        rc = SQLITE_OK;
    }
  sqlite3_finalize (stmt);

  for (guint i = 0; i < ids->len && rc == SQLITE_OK; i++)
    {
      LairStoreGame *game = NULL;

      rc = load_game (self, g_array_index (ids, gint64, i), &game);
      if (game != NULL)
        g_ptr_array_add (games, game);
    }
  if (rc != SQLITE_OK)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }
  return g_steal_pointer (&games);
}

/**
 * lair_store_search_history:
 * @self: a #LairStore
 * @name: (nullable): only the games with a seat of this name
 * @sort: the column to sort by
 * @ascending: smallest first, else largest first
 * @offset: how many games of the order to skip
 * @limit: the most games to return
 * @error: why the history could not be read
 *
 * One page of the history list, filtered and sorted by the history's
 * indexes, with seats and dungeons. Games that tie on @sort come in the
 * order they were recorded, in the same direction.
 *
 * Returns: (transfer container) (element-type LairStoreGame) (nullable):
 *   the games
 */
GPtrArray *
lair_store_search_history (LairStore    *self,
                           const char   *name,
                           LairStoreSort sort,
                           gboolean      ascending,
                           guint         offset,
                           guint         limit,
                           GError      **error)
{
  GPtrArray *result;

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);
  g_return_val_if_fail (sort < LAIR_STORE_N_SORTS, NULL);

  result = search_history (self, name, sort, ascending, offset, limit, error);
  lair_store_finish (self, error);
  return result;
}

/**
 * lair_store_count_history:
 * @self: a #LairStore
 * @name: (nullable): only the games with a seat of this name
 * @error: why the history could not be read
 *
 * Returns: how many games lair_store_search_history() can list, or -1
 */
gint64
lair_store_count_history (LairStore  *self,
                          const char *name,
                          GError    **error)
{
  gint64 count = -1;
  int rc;

  g_return_val_if_fail (LAIR_IS_STORE (self), -1);

  if (name == NULL)
    rc = lair_store_query_int (self, STMT_COUNT_GAMES, &count);
  else
    {
      g_autoptr(Stmt) stmt = lair_store_stmt (self, STMT_COUNT_NAMED, &rc);

      if (stmt != NULL)
        {
          sqlite3_bind_text (stmt, 1, name, -1, SQLITE_STATIC);
          rc = sqlite3_step (stmt);
          if (rc == SQLITE_ROW)
            {
              count = sqlite3_column_int64 (stmt, 0);
              rc = SQLITE_OK;
            }
        }
    }
  if (rc != SQLITE_OK)
    {
      count = -1;
      lair_store_fail (self, rc, error);
    }
  lair_store_finish (self, error);
  return count;
}

/**
 * lair_store_player_page_free:
 * @page: (nullable): from lair_store_get_player_page()
 */
void
lair_store_player_page_free (LairStorePlayerPage *page)
{
  if (page == NULL)
    return;
  g_free (page->name);
  g_free (page);
}

static LairStorePlayerPage *
get_player_page (LairStore  *self,
                 const char *name,
                 GError    **error)
{
  g_autoptr(LairStorePlayerPage) page = g_new0 (LairStorePlayerPage, 1);
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, STMT_PLAYER_PAGE, &rc);
  if (stmt == NULL)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }
  sqlite3_bind_text (stmt, 1, name, -1, SQLITE_STATIC);
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }
  page->name = g_strdup (name);
  page->games = sqlite3_column_int64 (stmt, 0);
  page->wins = sqlite3_column_int64 (stmt, 1);
  page->computer_games = sqlite3_column_int64 (stmt, 2);
  page->average_score = page->games > 0 ? (double) sqlite3_column_int64 (stmt, 3) / page->games : 0.0;
  page->best_score = sqlite3_column_type (stmt, 4) == SQLITE_NULL ? -1 : sqlite3_column_int64 (stmt, 4);
  page->gold_bars = sqlite3_column_int64 (stmt, 5);
  for (guint a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
    page->achievements[a] = sqlite3_column_int64 (stmt, 6 + (int) a);
  /* games recorded before the history counted hints have none */
  page->hints = sqlite3_column_type (stmt, 6 + LAIR_N_ACHIEVEMENTS) == SQLITE_NULL
                ? -1 : sqlite3_column_int64 (stmt, 6 + LAIR_N_ACHIEVEMENTS);
  return g_steal_pointer (&page);
}

/**
 * lair_store_get_player_page:
 * @self: a #LairStore
 * @name: a seat name
 * @error: why the history could not be read
 *
 * What a player's page shows about @name: games, wins, best and average
 * money, gold bars, achievements and hints asked for. A name that never played has
 * @games 0.
 *
 * Returns: (transfer full) (nullable): the page
 */
LairStorePlayerPage *
lair_store_get_player_page (LairStore  *self,
                            const char *name,
                            GError    **error)
{
  LairStorePlayerPage *page;

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);
  g_return_val_if_fail (name != NULL, NULL);

  page = get_player_page (self, name, error);
  lair_store_finish (self, error);
  return page;
}

static GArray *
get_depth_histogram (LairStore *self,
                     GError   **error)
{
  g_autoptr(GArray) counts = g_array_new (FALSE, TRUE, sizeof (gint64));
  g_autoptr(Stmt) stmt = NULL;
  int rc;

  stmt = lair_store_stmt (self, STMT_DEPTHS, &rc);
  if (stmt == NULL)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 depth = sqlite3_column_int64 (stmt, 0);

      if (depth < 0 || depth > LAIR_MAX_ROOMS)
        continue;
      if ((guint) depth >= counts->len)
        g_array_set_size (counts, (guint) depth + 1);
      g_array_index (counts, gint64, depth) = sqlite3_column_int64 (stmt, 1);
    }
  if (rc != SQLITE_DONE)
    {
      lair_store_fail (self, rc, error);
      return NULL;
    }
  return g_steal_pointer (&counts);
}

/**
 * lair_store_get_depth_histogram:
 * @self: a #LairStore
 * @error: why the history could not be read
 *
 * How many dungeons of the history ended at each depth, for a histogram.
 *
 * Returns: (transfer full) (element-type gint64) (nullable): the count of
 *   dungeons of each depth, indexed by depth, up to the deepest
 */
GArray *
lair_store_get_depth_histogram (LairStore *self,
                                GError   **error)
{
  GArray *result;

  g_return_val_if_fail (LAIR_IS_STORE (self), NULL);

  result = get_depth_histogram (self, error);
  lair_store_finish (self, error);
  return result;
}
