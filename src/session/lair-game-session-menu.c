/* lair-game-session-menu.c — who sits where, and Play
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "lair-game-session-private.h"

/* seeds stay within what a scenario file can hold */
#define SEED_MASK ((G_GUINT64_CONSTANT (1) << 53) - 1)

/* Translators: the names of the computer players, one per seat */
static const char * const computer_names[LAIR_N_SEATS] = {
  N_("Tilly Torch"),
  N_("Old Rook"),
  N_("Brass Nell"),
  N_("Mossy Fenn"),
  N_("Quick Wren"),
  N_("Iron Hale"),
  N_("Dusty Pike"),
  N_("Lucky Moll"),
  N_("Grim Odo"),
};

/* The menu */

static LairSeat *
get_seat (LairGameSession  *self,
          guint             index,
          GError          **error)
{
  if (index >= LAIR_N_SEATS)
    {
      g_set_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_SEAT,
                   _("There is no seat %u"), index + 1);
      return NULL;
    }
  return self->seat_array[index];
}

/* The seat at @index, which somebody must sit in. */
LairSeat *
lair_game_session_find_seat (LairGameSession  *self,
                             guint             index,
                             GError          **error)
{
  LairSeat *seat = get_seat (self, index, error);

  if (seat != NULL && lair_seat_get_kind (seat) == LAIR_SEAT_EMPTY)
    {
      g_set_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_SEAT,
                   _("Nobody sits in seat %u"), index + 1);
      return NULL;
    }
  return seat;
}

static gboolean
check_menu (LairGameSession  *self,
            GError          **error)
{
  if (self->phase == LAIR_SESSION_MENU)
    return TRUE;
  g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE,
                       _("Not possible while a game is on"));
  return FALSE;
}

static void
menu_changed (LairGameSession *self)
{
  lair_game_session_sync (self);
}

/**
 * lair_game_session_get_seats:
 * @self: a #LairGameSession
 *
 * Returns: (transfer none): the nine seats, a #GListModel of #LairSeat
 */
GListModel *
lair_game_session_get_seats (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), NULL);
  return G_LIST_MODEL (self->seats);
}

/**
 * lair_game_session_get_seat:
 * @self: a #LairGameSession
 * @index: 0–8
 *
 * Returns: (transfer none): the seat at @index
 */
LairSeat *
lair_game_session_get_seat (LairGameSession *self,
                            guint            index)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), NULL);
  g_return_val_if_fail (index < LAIR_N_SEATS, NULL);
  return self->seat_array[index];
}

/**
 * lair_game_session_join_seat:
 * @self: a #LairGameSession
 * @index: the seat
 * @error: return location for a #GError
 *
 * A person joins the seat (taking it from the computer if need be). The
 * seat is "joining" — Play is refused — until
 * lair_game_session_finish_joining().
 *
 * Returns: %TRUE on success
 */
gboolean
lair_game_session_join_seat (LairGameSession  *self,
                             guint             index,
                             GError          **error)
{
  LairSeat *seat;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  if (!check_menu (self, error) || (seat = get_seat (self, index, error)) == NULL)
    return FALSE;

  if (lair_seat_get_kind (seat) != LAIR_SEAT_HUMAN)
    {
      g_autofree char *name = g_strdup_printf (_("Player %u"), index + 1);

      lair_seat_set_name (seat, name);
      lair_seat_set_kind (seat, LAIR_SEAT_HUMAN);
    }
  lair_seat_set_joining (seat, TRUE);
  menu_changed (self);
  return TRUE;
}

/**
 * lair_game_session_finish_joining:
 * @self: a #LairGameSession
 * @index: a joining seat
 * @name: (nullable): the name the person gave; %NULL or blank keeps the
 *   seat's name
 * @error: return location for a #GError
 *
 * The person at the seat is ready.
 *
 * Returns: %TRUE on success
 */
gboolean
lair_game_session_finish_joining (LairGameSession  *self,
                                  guint             index,
                                  const char       *name,
                                  GError          **error)
{
  LairSeat *seat;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  if (!check_menu (self, error) || (seat = get_seat (self, index, error)) == NULL)
    return FALSE;

  if (!lair_seat_get_joining (seat))
    {
      g_set_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_SEAT,
                   _("Nobody is joining seat %u"), index + 1);
      return FALSE;
    }

  if (name != NULL)
    {
      /* a name is text: bytes that are no UTF-8 become U+FFFD, as the
       * history would keep them, and a name past what a save holds is cut
       * at a character */
      g_autofree char *valid = g_utf8_make_valid (name, -1);
      char *stripped = g_strstrip (valid);

      if (strlen (stripped) > LAIR_SEAT_NAME_MAX_BYTES)
        *g_utf8_find_prev_char (stripped, stripped + LAIR_SEAT_NAME_MAX_BYTES + 1) = '\0';
      if (stripped[0] != '\0')
        lair_seat_set_name (seat, stripped);
    }
  lair_seat_set_joining (seat, FALSE);
  menu_changed (self);
  return TRUE;
}

/**
 * lair_game_session_leave_seat:
 * @self: a #LairGameSession
 * @index: the seat
 * @error: return location for a #GError
 *
 * Empties the seat. In a game a person who must go hands the seat to the
 * computer instead (lair_game_session_hand_to_computer()).
 *
 * Returns: %TRUE on success
 */
gboolean
lair_game_session_leave_seat (LairGameSession  *self,
                              guint             index,
                              GError          **error)
{
  LairSeat *seat;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  if (!check_menu (self, error) || (seat = get_seat (self, index, error)) == NULL)
    return FALSE;

  lair_seat_set_kind (seat, LAIR_SEAT_EMPTY);
  lair_seat_set_joining (seat, FALSE);
  lair_seat_set_name (seat, NULL);
  menu_changed (self);
  return TRUE;
}

/**
 * lair_game_session_make_computer:
 * @self: a #LairGameSession
 * @index: the seat
 * @error: return location for a #GError
 *
 * The computer plays the seat. In the menu it takes the seat with a name
 * of its own; during a game this is lair_game_session_hand_to_computer().
 *
 * Returns: %TRUE on success
 */
gboolean
lair_game_session_make_computer (LairGameSession  *self,
                                 guint             index,
                                 GError          **error)
{
  LairSeat *seat;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  if (self->phase != LAIR_SESSION_MENU)
    return lair_game_session_hand_to_computer (self, index, error);

  if ((seat = get_seat (self, index, error)) == NULL)
    return FALSE;

  lair_seat_set_kind (seat, LAIR_SEAT_COMPUTER);
  lair_seat_set_joining (seat, FALSE);
  lair_seat_set_name (seat, _(computer_names[index]));
  menu_changed (self);
  return TRUE;
}

/**
 * lair_game_session_get_can_play:
 * @self: a #LairGameSession
 *
 * Returns: %TRUE if lair_game_session_play() would start a game
 */
gboolean
lair_game_session_get_can_play (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);
  return self->can_play;
}

/**
 * lair_game_session_get_play_wait:
 * @self: a #LairGameSession
 *
 * Returns: what Play waits for before it can start a game
 */
LairPlayWait
lair_game_session_get_play_wait (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), LAIR_PLAY_WAIT_SEATS);
  return self->play_wait;
}

/**
 * lair_game_session_set_usage:
 * @self: a #LairGameSession
 * @usage: (array fixed-size=10): how often each adventure was used, from
 *   the history
 *
 * The next games pick their adventures from these counts.
 */
void
lair_game_session_set_usage (LairGameSession *self,
                             const gint      *usage)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));
  g_return_if_fail (usage != NULL);

  memcpy (self->usage, usage, sizeof self->usage);
}

/**
 * lair_game_session_get_usage:
 * @self: a #LairGameSession
 *
 * Returns: (array fixed-size=10) (transfer none): the adventure usage
 *   counts: of the game so far (to be stored when it ends), or in the menu
 *   those set with lair_game_session_set_usage()
 */
const gint *
lair_game_session_get_usage (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), NULL);

  if (self->game != NULL)
    return lair_game_get_usage (self->game);
  return self->usage;
}

/**
 * lair_game_session_get_seed:
 * @self: a #LairGameSession
 *
 * Returns: the seed of the current game
 */
guint64
lair_game_session_get_seed (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 0);
  return self->seed;
}

/**
 * lair_game_session_set_seed:
 * @self: a #LairGameSession
 * @seed: a seed
 *
 * Fixes the seed of the next game started with lair_game_session_play().
 */
void
lair_game_session_set_seed (LairGameSession *self,
                            guint64          seed)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));

  self->seed_set = TRUE;
  if (self->seed == seed)
    return;
  self->seed = seed;
  lair_game_session_notify (self, PROP_SEED);
}

static gboolean
check_can_play (LairGameSession  *self,
                guint            *n_seated,
                GError          **error)
{
  guint n = 0;

  if (!check_menu (self, error))
    return FALSE;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = self->seat_array[i];

      if (lair_seat_get_joining (seat))
        {
          g_set_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_JOINING,
                       _("Wait until %s has joined"), lair_seat_get_name (seat));
          return FALSE;
        }
      n += lair_seat_get_kind (seat) != LAIR_SEAT_EMPTY;
    }

  if (n == 0)
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_NO_SEATS,
                           _("Nobody has joined the game"));
      return FALSE;
    }

  *n_seated = n;
  return TRUE;
}

/* Parameters for the computer baselines, which a seat's level alone does
 * not give. */
static double
level_param (LairAiKind kind)
{
  switch (kind)
    {
    case LAIR_AI_WARNINGS:
      return 2;
    case LAIR_AI_GEMS:
      return 8;
    case LAIR_AI_RANDOM:
      return 0.2;
    case LAIR_AI_NORMAL:
    case LAIR_AI_EASY:
    case LAIR_AI_HARD:
    case LAIR_AI_EXPERT:
    case LAIR_N_AI_KINDS:
    default:
      return 0;
    }
}

/**
 * lair_game_session_play:
 * @self: a #LairGameSession
 * @error: return location for a #GError
 *
 * Starts a game with the seated players, refused while somebody is still
 * joining or nobody is seated.
 *
 * Returns: %TRUE if the game started
 */
gboolean
lair_game_session_play (LairGameSession  *self,
                        GError          **error)
{
  LairGameConfig config;
  guint n;
  guint p = 0;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  if (!check_can_play (self, &n, error))
    return FALSE;

  lair_game_config_init (&config, n,
                         self->seed_set ? self->seed
                                        : ((guint64) g_random_int () << 32 | g_random_int ()) & SEED_MASK);
  memcpy (config.usage, self->usage, sizeof config.usage);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = self->seat_array[i];

      if (lair_seat_get_kind (seat) == LAIR_SEAT_EMPTY)
        continue;
      config.levels[p].kind = lair_seat_get_level (seat);
      config.levels[p].param = level_param (config.levels[p].kind);
      p++;
    }

  lair_game_session_start_game (self, &config);
  return TRUE;
}

/**
 * lair_game_session_play_with_config:
 * @self: a #LairGameSession
 * @config: the game: seed, usage, adventures, scripted dungeons and the
 *   computer levels; its player count must be the number of seated seats,
 *   and which of them the computer plays comes from the seats
 * @error: return location for a #GError
 *
 * Starts a game as lair_game_session_play() does, with the details fixed;
 * for tests and replays. The scripts are copied.
 *
 * Returns: %TRUE if the game started
 */
gboolean
lair_game_session_play_with_config (LairGameSession       *self,
                                    const LairGameConfig  *config,
                                    GError               **error)
{
  guint n;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);
  g_return_val_if_fail (config != NULL, FALSE);

  if (!check_can_play (self, &n, error))
    return FALSE;

  g_return_val_if_fail (config->n_players == n, FALSE);

  lair_game_session_start_game (self, config);
  return TRUE;
}

/**
 * lair_game_session_return_to_menu:
 * @self: a #LairGameSession
 *
 * Ends the game, finished or not, keeping the seats as they are; after
 * watching a recorded game, the seats are those of the menu before it.
 */
void
lair_game_session_return_to_menu (LairGameSession *self)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));

  /* the menu as it was before the watching */
  if (self->watch != NULL)
    {
      lair_game_session_stop_watching (self);
      return;
    }
  lair_game_session_discard_game (self);
  lair_game_session_set_phase (self, LAIR_SESSION_MENU);
  lair_game_session_sync (self);
}

