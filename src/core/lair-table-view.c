/* lair-table-view.c — what a careful player at the table knows
 *
 * The view is filled by copying the game and then blanking everything the
 * players cannot see, so that whatever reads it — the Expert computer
 * player, the hint, the widgets — cannot learn the hidden room order by
 * mistake. The rooms ahead are kept only as their sorted set, which the
 * players know from the dungeon's make-up (15 gem rooms, the gold-bar count,
 * the warning table, the adventure's parts) less the rooms passed.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-dungeon.h"
#include "lair-table-view-private.h"

LairTableView *
lair_table_view_new (const LairGame *game)
{
  LairTableView *view = g_new0 (LairTableView, 1);

  lair_table_view_fill (view, game);
  return view;
}

void
lair_table_view_free (LairTableView *view)
{
  g_free (view);
}

static gint
compare_rooms (gconstpointer a,
               gconstpointer b)
{
  const LairRoom *x = a;
  const LairRoom *y = b;

  if (x->kind != y->kind)
    return (gint) x->kind - (gint) y->kind;
  if (x->adventure != y->adventure)
    return (gint) x->adventure - (gint) y->adventure;
  return (gint) x->arg - (gint) y->arg;
}

/* A room as the dungeon's make-up describes it, before lair conversion and
 * without its outcome. */
static LairRoom
plain_room (const LairRoom *room)
{
  LairRoom plain = { .kind = room->kind, .arg = room->arg, .adventure = room->adventure };

  if (room->kind == LAIR_ROOM_LAIR || room->kind == LAIR_ROOM_DEAD_SPIDER)
    plain.kind = LAIR_ROOM_WARNING;
  if (plain.kind != LAIR_ROOM_ADVENTURE)
    plain.adventure = 0;
  else
    plain.arg = 0;
  return plain;
}

/**
 * lair_table_view_fill:
 * @view: the view to fill
 * @game: a game
 *
 * Makes @view what the players of @game can see now. Allocates nothing.
 */
void
lair_table_view_fill (LairTableView  *view,
                      const LairGame *game)
{
  LairGame *table = &view->table;
  guint first_unseen = (guint) (game->pos + 1);

  memset (view, 0, sizeof *view);
  *table = *game;
  table->event_func = NULL;
  table->event_mask = 0;
  table->event_data = NULL;
  table->config.seed = 0;
  memset (table->config.scripts, 0, sizeof table->config.scripts);
  for (guint d = game->dungeon + 1; d < LAIR_N_DUNGEONS; d++)
    {
      table->adventures[d] = 0;
      table->config.adventures[d] = 0;
    }
  if (game->phase == LAIR_PHASE_NEW)
    memset (table->adventures, 0, sizeof table->adventures);
  for (guint i = 0; i < LAIR_MAX_PLAYERS; i++)
    memset (&table->seats[i].rng, 0, sizeof table->seats[i].rng);
  table->lair_index = -1;
  memset (table->ahead_of_type, 0, sizeof table->ahead_of_type);
  memset (table->ahead_gems, 0, sizeof table->ahead_gems);
  table->ahead_gold = 0;
  table->ahead_thirds = 0;

  if (game->phase == LAIR_PHASE_NEW)
    first_unseen = table->n_rooms;

  for (guint i = first_unseen; i < game->n_rooms; i++)
    {
      view->unseen[view->n_unseen++] = plain_room (&game->rooms[i]);
      memset (&table->rooms[i], 0, sizeof table->rooms[i]);
    }
  qsort (view->unseen, view->n_unseen, sizeof view->unseen[0], compare_rooms);

  /* at a decision the current room's random part is still hidden; at the
   * Sphinx's coin room both heaps lie in view */
  if (game->phase == LAIR_PHASE_DECISION && game->pos >= 0 &&
      game->decision != LAIR_DECISION_SPHINX_COINS)
    {
      LairRoom *room = &table->rooms[game->pos];

      if (room->kind == LAIR_ROOM_ADVENTURE && lair_adventure_has_outcome (room->adventure))
        {
          memset (room->outcome, 0, sizeof room->outcome);
          room->scripted = 0;
          view->outcome_hidden = TRUE;
        }
    }
  for (guint i = 0; i < table->n_rooms; i++)
    table->rooms[i].scripted = 0;
}

/* A double's bits, for hashing: a conversion to an integer is undefined
 * for values out of range or NaN, which a damaged saved game can hold */
static guint64
double_bits (double value)
{
  guint64 bits;

  memcpy (&bits, &value, sizeof bits);
  return bits;
}

static inline void
mix (guint64 *h,
     guint64  v)
{
  *h ^= v + G_GUINT64_CONSTANT (0x9e3779b97f4a7c15) + (*h << 6) + (*h >> 2);
}

static void
mix_room (guint64        *h,
          const LairRoom *room)
{
  mix (h, room->kind | room->arg << 8 | room->adventure << 16 | (guint64) (guint16) room->value << 24);
  mix (h, (guint8) room->outcome[0] | (guint8) room->outcome[1] << 8 | (guint8) room->outcome[2] << 16);
}

/**
 * lair_table_view_hash:
 * @view: a view
 *
 * Returns: a hash of everything the view holds; two views with the same
 *   contents hash the same on every machine
 */
guint64
lair_table_view_hash (const LairTableView *view)
{
  const LairGame *t = &view->table;
  guint64 h = G_GUINT64_CONSTANT (0xcbf29ce484222325);

  mix (&h, t->n | t->phase << 8 | t->dungeon << 12 | (guint64) t->decision << 16);
  mix (&h, (guint64) (guint32) t->pos | (guint64) t->n_rooms << 32);
  for (guint d = 0; d <= t->dungeon && d < LAIR_N_DUNGEONS; d++)
    mix (&h, t->adventures[d]);
  mix (&h, (guint64) (guint32) t->undiscovered | (guint64) (guint32) t->bars_in_chests << 32);
  mix (&h, (guint64) (guint32) t->floor_gems | (guint64) (guint32) t->bravery << 32);
  for (guint i = 0; i < t->n_floor_bars; i++)
    mix (&h, (guint64) (guint32) t->floor_bars[i]);
  for (guint p = 0; p < LAIR_N_SPHINX_PARTS; p++)
    mix (&h, (guint64) (guint32) t->branch_coins[p][0] | (guint64) (guint32) t->branch_coins[p][1] << 32);
  mix (&h, t->seen_types | (guint64) (guint32) t->first_warning_room << 32);
  mix (&h, (guint64) (guint32) t->poisons_entered | (guint64) (guint32) t->dead_entered << 32);
  mix (&h, (guint64) (guint32) t->scout_from | (guint64) (guint32) t->scout_to << 32);
  mix (&h, t->carriers);
  for (gint i = 0; i <= t->pos && i < (gint) t->n_rooms; i++)
    mix_room (&h, &t->rooms[i]);
  for (guint i = 0; i < view->n_unseen; i++)
    mix_room (&h, &view->unseen[i]);
  for (guint i = 0; i < t->n; i++)
    {
      const LairSeatState *s = &t->seats[i];

      mix (&h, (guint64) (guint32) s->chest | (guint64) (guint32) s->gold_bars << 32);
      mix (&h, (guint64) (guint32) s->hand | (guint64) (guint32) s->shares << 32);
      mix (&h, (guint64) (guint32) s->queens | (guint64) (guint32) s->changelings << 32);
      mix (&h, (guint64) (guint32) s->obligation | (guint64) s->inside << 32 | (guint64) s->computer << 40);
      mix (&h, s->level.kind);
      mix (&h, double_bits (s->level.param));
      mix (&h, s->options);
      mix (&h, double_bits (s->personality.nerve));
      mix (&h, (guint64) s->personality.good_take);
      mix (&h, (guint8) s->branch[0] | (guint8) s->branch[1] << 8 | (guint8) s->branch[2] << 16);
    }
  return h;
}

/**
 * lair_table_view_equal:
 *
 * Returns: whether two views hold the same (by their hashes)
 */
gboolean
lair_table_view_equal (const LairTableView *a,
                       const LairTableView *b)
{
  return lair_table_view_hash (a) == lair_table_view_hash (b) && a->n_unseen == b->n_unseen &&
         memcmp (a->unseen, b->unseen, a->n_unseen * sizeof a->unseen[0]) == 0;
}

static void
shuffle (LairRoom *rooms,
         guint     n,
         LairRng  *rng)
{
  for (guint i = n; i > 1; i--)
    {
      guint j = lair_rng_below (rng, i);
      LairRoom t = rooms[i - 1];

      rooms[i - 1] = rooms[j];
      rooms[j] = t;
    }
}

/* Whether a sampled lair agrees with the scout's report. */
static gboolean
fits_report (const LairGame *game,
             gint            lair_index)
{
  if (game->scout_from == 0)
    return TRUE;
  if (lair_index < 0)
    return game->scout_to >= (gint) game->n_rooms;
  return lair_index + 1 >= game->scout_from && lair_index + 1 <= game->scout_to;
}

/**
 * lair_table_view_sample:
 * @view: what the players know
 * @rng: the stream to draw from
 * @out: (out): a whole game
 *
 * Makes @out one game the players cannot tell from theirs: the rooms not
 * yet entered in an order drawn afresh (agreeing with a scout's report
 * where a few draws allow), their outcomes and the current room's hidden
 * outcome drawn afresh, later dungeons built from a fresh seed with fresh
 * adventures, and every seat's stream fresh. Allocates nothing.
 */
void
lair_table_view_sample (const LairTableView *view,
                        LairRng             *rng,
                        LairGame            *out)
{
  guint first = (guint) (view->table.pos + 1);
  guint draw_from = view->outcome_hidden ? (guint) view->table.pos : first;
  guint32 used = 0;
  gint lair_index = -1;

  *out = view->table;

  if (out->phase == LAIR_PHASE_DECISION)
    {
      for (guint attempt = 0; attempt < 8; attempt++)
        {
          memcpy (&out->rooms[first], view->unseen, view->n_unseen * sizeof (LairRoom));
          shuffle (&out->rooms[first], view->n_unseen, rng);
          /* the passed dead spiders go back to the warnings they were, so
           * that the scan finds them again and counts their poisons */
          for (guint i = 0; i < first; i++)
            if (out->rooms[i].kind == LAIR_ROOM_DEAD_SPIDER)
              out->rooms[i].kind = LAIR_ROOM_WARNING;
          lair_dungeon_number_parts (out->rooms, out->n_rooms);
          lair_index = lair_dungeon_convert_lair (out->rooms, out->n_rooms);
          if (fits_report (out, lair_index))
            break;
        }
      out->lair_index = lair_index;

      for (guint i = 0; i < draw_from; i++)
        out->rooms[i].scripted = 1;
      lair_dungeon_draw_outcomes (out->rooms, out->n_rooms, lair_index, rng);
      for (guint i = 0; i < draw_from; i++)
        out->rooms[i].scripted = 0;

      lair_game_count_rooms_ahead (out);
      for (guint i = 0; i < first; i++)
        lair_game_pass_room (out, &out->rooms[i]);
      lair_game_update_odds (out);
    }

  /* later dungeons: fresh adventures among those not met yet */
  for (guint d = 0; d <= out->dungeon && d < LAIR_N_DUNGEONS; d++)
    used |= 1u << out->adventures[d];
  for (guint d = out->dungeon + 1; d < LAIR_N_DUNGEONS; d++)
    {
      guint free_kinds = LAIR_N_ADVENTURES - (guint) __builtin_popcount (used);
      guint pick = lair_rng_below (rng, free_kinds);

      for (guint a = 0; a < LAIR_N_ADVENTURES; a++)
        if (!(used & (1u << a)) && pick-- == 0)
          {
            out->adventures[d] = a;
            used |= 1u << a;
            break;
          }
    }
  out->config.has_adventures = TRUE;
  memcpy (out->config.adventures, out->adventures, sizeof out->adventures);
  out->config.seed = lair_rng_next (rng) >> 11;
  for (guint i = 0; i < out->n; i++)
    lair_rng_init (&out->seats[i].rng, out->config.seed, LAIR_RNG_STREAM_SEAT + i);
}

/* Getters */

guint
lair_table_view_get_dungeon (const LairTableView *view)
{
  return view->table.dungeon;
}

LairDecisionKind
lair_table_view_get_decision_kind (const LairTableView *view)
{
  return lair_game_get_decision_kind (&view->table);
}

gint
lair_table_view_get_room_number (const LairTableView *view)
{
  return lair_game_get_room_number (&view->table);
}

guint
lair_table_view_get_n_rooms (const LairTableView *view)
{
  return view->table.n_rooms;
}

/**
 * lair_table_view_get_passed_room:
 * @view: a view
 * @index: a room index up to the current room's
 *
 * Returns: (nullable): the room as the players saw it, or %NULL for a room
 *   not entered yet
 */
const LairRoom *
lair_table_view_get_passed_room (const LairTableView *view,
                                 guint                index)
{
  if ((gint) index > view->table.pos || index >= view->table.n_rooms)
    return NULL;
  return &view->table.rooms[index];
}

guint
lair_table_view_get_n_unseen (const LairTableView *view)
{
  return view->n_unseen;
}

/**
 * lair_table_view_get_unseen_room:
 * @view: a view
 * @index: below lair_table_view_get_n_unseen()
 *
 * Returns: one room of the set not entered yet, in a fixed sorted order
 *   that tells nothing about where it lies; lairs and dead spiders appear
 *   as the warnings they are
 */
const LairRoom *
lair_table_view_get_unseen_room (const LairTableView *view,
                                 guint                index)
{
  g_return_val_if_fail (index < view->n_unseen, NULL);
  return &view->unseen[index];
}

double
lair_table_view_get_odds (const LairTableView *view)
{
  return view->table.odds;
}

double
lair_table_view_get_rumor (const LairTableView *view)
{
  return view->table.rumor;
}

guint32
lair_table_view_get_options (const LairTableView *view,
                             guint                seat)
{
  return lair_game_get_options (&view->table, seat);
}

gboolean
lair_table_view_seat_is_computer (const LairTableView *view,
                                  guint                seat)
{
  return lair_game_seat_is_computer (&view->table, seat);
}

gint
lair_table_view_seat_get_hand (const LairTableView *view,
                               guint                seat)
{
  return lair_game_seat_get_hand (&view->table, seat);
}

gint
lair_table_view_seat_get_chest (const LairTableView *view,
                                guint                seat)
{
  return lair_game_seat_get_chest (&view->table, seat);
}

const LairAiLevel *
lair_table_view_seat_get_level (const LairTableView *view,
                                guint                seat)
{
  return lair_game_seat_get_level (&view->table, seat);
}

const LairPersonality *
lair_table_view_seat_get_personality (const LairTableView *view,
                                      guint                seat)
{
  return lair_game_seat_get_personality (&view->table, seat);
}

double
lair_table_view_seat_get_expected_value (const LairTableView *view,
                                         guint                seat)
{
  return lair_game_seat_get_expected_value (&view->table, seat);
}

/**
 * lair_table_view_get_part:
 * @view: what the table shows
 *
 * Returns: the adventure part of the room being decided on (from 1), or 0
 */
guint
lair_table_view_get_part (const LairTableView *view)
{
  guint n = lair_table_view_get_n_rooms (view);
  const LairRoom *room = n > 0 ? lair_table_view_get_passed_room (view, n - 1) : NULL;

  return room != NULL && room->kind == LAIR_ROOM_ADVENTURE ? room->arg : 0;
}
