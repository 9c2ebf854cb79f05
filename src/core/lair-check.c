/* lair-check.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <string.h>

#include "lair-check.h"
#include "lair-game-private.h"

G_DEFINE_QUARK (lair-check-error-quark, lair_check_error)

static inline void
book_change (LairLedger *ledger,
             gint        change)
{
  if (change > 0)
    ledger->winnings += change;
  else
    ledger->losses -= change;
}

/* A #LairEventFunc that books every movement of money. */
void
lair_ledger_event (const LairEvent *event,
                   gpointer         user_data)
{
  LairLedger *ledger = user_data;

  switch ((int) event->type)
    {
    case LAIR_EVENT_GEMS_FOUND:
      ledger->found += event->gems_found.gems;
      break;
    case LAIR_EVENT_GOLD_FOUND:
      ledger->found += event->gold_found.value;
      break;
    case LAIR_EVENT_COINS_FOUND:
      ledger->found += event->coins_found.coins;
      break;
    case LAIR_EVENT_TOLL_GIFT:
      ledger->gifts += event->toll_gift.gems;
      break;
    case LAIR_EVENT_QUEEN_PAID:
      ledger->gifts += event->queen_paid.gems;
      break;
    case LAIR_EVENT_SUN_MOON:
      book_change (ledger, event->sun_moon.change);
      break;
    case LAIR_EVENT_MONTE:
      book_change (ledger, event->monte.change);
      break;
    case LAIR_EVENT_DEAL:
      ledger->cash += event->deal.cash;
      break;
    case LAIR_EVENT_BANKED:
      ledger->cash += event->banked.cash;
      ledger->banker += event->banked.gems;
      break;
    case LAIR_EVENT_SPIDER:
      ledger->spider += event->spider.gems;
      break;
    case LAIR_EVENT_CHANGELING_STOLE:
      ledger->changelings += event->changeling_stole.gems;
      break;
    case LAIR_EVENT_TOLL_PAID:
      ledger->tolls += event->toll_paid.gems;
      break;
    case LAIR_EVENT_DUNGEON_FINISHED:
      ledger->left_behind += event->dungeon_finished.left_behind;
      break;
    default:
      /* what goes by here brings no money into the game or takes none out */
      g_assert (!(lair_event_money (event->type) & LAIR_EVENT_MONEY_IN_OUT));
      break;
    }
}

/**
 * lair_ledger_check:
 * @ledger: the bookings of @game's events so far
 * @game: the game
 * @error: where to say what is wrong
 *
 * Checks that what came in equals what is held plus what went out, that
 * hands are empty between dungeons, and that no count left its range.
 */
gboolean
lair_ledger_check (const LairLedger *ledger,
                   const LairGame   *game,
                   GError          **error)
{
  gint64 in = ledger->found + ledger->gifts + ledger->winnings + ledger->cash;
  gint64 out = ledger->spider + ledger->banker + ledger->losses + ledger->changelings +
               ledger->tolls + ledger->left_behind;
  gint64 held = 0;
  gboolean between = game->phase == LAIR_PHASE_DUNGEON_OVER ||
                     game->phase == LAIR_PHASE_GAME_OVER;

  for (guint i = 0; i < game->n; i++)
    {
      const LairSeatState *s = &game->seats[i];

      if (s->hand < 0 || s->chest < 0 || s->obligation < 0 ||
          s->shares < LAIR_SHARES_MIN || s->shares > LAIR_SHARES_MAX)
        {
          g_set_error (error, LAIR_CHECK_ERROR, 0,
                       "seat %u out of range: hand %d chest %d obligation %d shares %d",
                       i + 1, s->hand, s->chest, s->obligation, s->shares);
          return FALSE;
        }
      if (between && (s->hand != 0 || s->inside))
        {
          g_set_error (error, LAIR_CHECK_ERROR, 0,
                       "seat %u still holds %d gems after the dungeon", i + 1, s->hand);
          return FALSE;
        }
      held += s->hand + s->chest;
    }

  if (!between && lair_game_get_n_inside (game) == 0)
    {
      g_set_error (error, LAIR_CHECK_ERROR, 0, "a decision with nobody inside");
      return FALSE;
    }

  if (!between)
    {
      held += game->floor_gems + lair_game_get_floor_bar_value (game) +
              lair_game_get_branch_coins (game);
      if (game->floor_gems < 0 || game->bravery < 0)
        {
          g_set_error (error, LAIR_CHECK_ERROR, 0,
                       "floor %d or bravery %d below zero", game->floor_gems, game->bravery);
          return FALSE;
        }
    }

  if (in != held + out)
    {
      g_set_error (error, LAIR_CHECK_ERROR, 0,
                   "money not conserved: %" G_GINT64_FORMAT " came in, %" G_GINT64_FORMAT
                   " is held and %" G_GINT64_FORMAT " went out", in, held, out);
      return FALSE;
    }

  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    if (game->usage[i] < 0)
      {
        g_set_error (error, LAIR_CHECK_ERROR, 0,
                     "usage of %s below zero", lair_adventure_id (i));
        return FALSE;
      }
  if (game->undiscovered < 0)
    {
      g_set_error (error, LAIR_CHECK_ERROR, 0, "undiscovered gold bars below zero");
      return FALSE;
    }
  return TRUE;
}

static void
watch_event (const LairEvent *event,
             gpointer         user_data)
{
  LairWatch *watch = user_data;

  lair_record_event (event, &watch->record);
  if (!watch->check)
    return;

  lair_ledger_event (event, &watch->ledger);
  /* between steps the books must balance */
  if (event->type == LAIR_EVENT_DECISION ||
      event->type == LAIR_EVENT_DUNGEON_FINISHED ||
      event->type == LAIR_EVENT_GAME_FINISHED)
    {
      watch->n_checks++;
      if (watch->error == NULL)
        lair_ledger_check (&watch->ledger, watch->game, &watch->error);
    }
}

/**
 * lair_watch_init:
 * @watch: the watch to set up
 * @game: the game to watch, reused from game to game
 * @check: whether to book the money and check the invariants
 *
 * Makes @watch the event function of @game. Call lair_watch_begin()
 * before each game. Watching allocates nothing unless an invariant
 * breaks.
 */
void
lair_watch_init (LairWatch *watch,
                 LairGame  *game,
                 gboolean   check)
{
  memset (watch, 0, sizeof *watch);
  watch->game = game;
  watch->check = check;
  lair_game_set_event_func (game, watch_event, watch);
  /* the books need every movement of money and each decision */
  if (!check)
    lair_game_set_event_mask (game, LAIR_RECORD_EVENTS);
}

/**
 * lair_watch_begin:
 * @watch: a watch
 *
 * Starts a new record and new books, for the next game of the watched
 * game. A broken invariant stays in @watch->error until
 * lair_watch_clear().
 */
void
lair_watch_begin (LairWatch *watch)
{
  lair_record_begin (&watch->record);
  memset (&watch->ledger, 0, sizeof watch->ledger);
  watch->n_checks = 0;
}

/**
 * lair_watch_clear:
 * @watch: a watch
 *
 * Frees the error @watch holds, if any.
 */
void
lair_watch_clear (LairWatch *watch)
{
  g_clear_error (&watch->error);
}
