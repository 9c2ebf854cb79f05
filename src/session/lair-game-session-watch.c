/* lair-game-session-watch.c — a recorded game played again at the table
 *
 * A finished game is fixed by its configuration and every choice made in
 * it. Watching it seats its players as they sat, starts the same game and
 * at each decision hands every seat inside the choice it made then: the
 * seats think and choose at the usual pace, the grace runs, the step
 * resolves, and the window tells it all as it tells a game being played.
 * Nobody may choose or take a seat over, the game cannot be saved to
 * resume, and its results carry the achievements the history awarded.
 *
 * Pausing holds the session like a story being told; stepping resolves
 * the decisions of the current room at once. When the watching ends the
 * seats of the menu are as they were.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <glib/gi18n.h>

#include "lair-game-session-private.h"

/* Whether @choices play @config's game from its start to its end, with
 * none missing and none left over. */
static gboolean
plays_to_end (const LairGameConfig *config,
              const LairChoice     *choices,
              guint                 n_choices)
{
  LairGame *game = lair_game_new (config);
  LairChoice row[LAIR_MAX_PLAYERS];
  gboolean ok = TRUE;
  guint next = 0;

  lair_game_start (game);
  while (ok && lair_game_get_phase (game) != LAIR_PHASE_GAME_OVER)
    {
      if (lair_game_get_phase (game) == LAIR_PHASE_DUNGEON_OVER)
        {
          lair_game_next_dungeon (game);
          continue;
        }
      for (guint p = 0; p < LAIR_MAX_PLAYERS; p++)
        {
          row[p] = LAIR_CHOICE_NONE;
          if (p >= config->n_players || !lair_game_seat_is_inside (game, p))
            continue;
          if (next == n_choices)
            ok = FALSE;
          else
            row[p] = choices[next++];
        }
      ok = ok && lair_game_decide (game, row, NULL);
    }
  lair_game_free (game);
  return ok && next == n_choices;
}

static void
keep_menu_seats (LairGameSession *self,
                 LairWatch       *watch)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = self->seat_array[i];
      LairMenuSeat *kept = &watch->menu[i];

      /* somebody still typing a name comes back empty, as after a game */
      kept->kind = lair_seat_get_joining (seat) ? LAIR_SEAT_EMPTY : lair_seat_get_kind (seat);
      kept->name = g_strdup (lair_seat_get_name (seat));
      kept->avatar = lair_seat_get_avatar (seat);
      kept->level = lair_seat_get_level (seat);
    }
}

static void
watch_free (LairWatch *watch)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_free (watch->menu[i].name);
  g_free (watch->choices);
  g_free (watch);
}

/**
 * lair_game_session_watch:
 * @self: a #LairGameSession
 * @config: the game: its player count, seed and adventures (the computer
 *   seats and levels come from @seats)
 * @seats: (array): one per player of @config, in seat order
 * @choices: (array length=n_choices): every choice of the game, decision
 *   by decision, the seats inside in seat order
 * @n_choices: how many
 * @error: return location for a #GError
 *
 * Plays a recorded game again: its players take seats 1 to N and choose,
 * at the usual pace, what they chose then. Possible in the menu or once a
 * game is over, never while one is being played.
 *
 * Returns: %TRUE if the game started; %FALSE, changing nothing, if a
 *   game is in progress or the choices do not play @config's game to
 *   its end
 */
gboolean
lair_game_session_watch (LairGameSession       *self,
                         const LairGameConfig  *config,
                         const LairWatchSeat   *seats,
                         const LairChoice      *choices,
                         guint                  n_choices,
                         GError               **error)
{
  LairGameConfig copy;
  LairWatch *watch;
  gboolean was_watching;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);
  g_return_val_if_fail (config != NULL, FALSE);
  g_return_val_if_fail (seats != NULL, FALSE);
  g_return_val_if_fail (choices != NULL || n_choices == 0, FALSE);

  if (self->phase != LAIR_SESSION_MENU && self->phase != LAIR_SESSION_FINISHED)
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_WRONG_PHASE,
                           _("A game is being played"));
      return FALSE;
    }

  copy = *config;
  copy.computers = 0;
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    copy.scripts[d] = NULL;
  if (copy.n_players >= 1 && copy.n_players <= LAIR_MAX_PLAYERS)
    for (guint p = 0; p < copy.n_players; p++)
      {
        if (seats[p].computer)
          copy.computers |= 1u << p;
        copy.levels[p].kind = seats[p].computer ? seats[p].level : LAIR_AI_NORMAL;
        copy.levels[p].param = 0;
      }
  if (copy.n_players < 1 || copy.n_players > LAIR_MAX_PLAYERS ||
      !plays_to_end (&copy, choices, n_choices))
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_DATA,
                           _("The recorded game does not play back"));
      return FALSE;
    }

  was_watching = self->watch != NULL;
  if (!was_watching)
    {
      self->watch = g_new0 (LairWatch, 1);
      keep_menu_seats (self, self->watch);
    }
  watch = self->watch;
  lair_game_session_set_paused (self, FALSE);
  g_clear_pointer (&watch->choices, g_free);
  watch->choices = g_memdup2 (choices, n_choices * sizeof (LairChoice));
  watch->n_choices = n_choices;
  watch->next = 0;
  watch->decision = 0;
  memset (watch->achievements, 0, sizeof watch->achievements);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = self->seat_array[i];

      lair_seat_set_joining (seat, FALSE);
      lair_seat_set_avatar (seat, i);
      if (i >= copy.n_players)
        {
          lair_seat_set_kind (seat, LAIR_SEAT_EMPTY);
          lair_seat_set_name (seat, NULL);
          continue;
        }
      lair_seat_set_kind (seat, seats[i].computer ? LAIR_SEAT_COMPUTER : LAIR_SEAT_HUMAN);
      lair_seat_set_name (seat, seats[i].name);
      if (seats[i].computer)
        lair_seat_set_level (seat, seats[i].level);
      watch->achievements[i] = seats[i].achievements;
    }

  if (!was_watching)
    lair_game_session_notify (self, PROP_WATCHING);
  lair_game_session_start_game (self, &copy);
  return TRUE;
}

/**
 * lair_game_session_get_watching:
 * @self: a #LairGameSession
 *
 * Returns: %TRUE while a recorded game is watched, its results included
 */
gboolean
lair_game_session_get_watching (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);
  return self->watch != NULL;
}

/**
 * lair_game_session_get_paused:
 * @self: a #LairGameSession
 *
 * Returns: %TRUE while a watched game is paused
 */
gboolean
lair_game_session_get_paused (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);
  return self->watch != NULL && self->watch->paused;
}

/**
 * lair_game_session_set_paused:
 * @self: a #LairGameSession
 * @paused: whether the watched game waits
 *
 * Pauses a watched game where it is (the story of the last step is still
 * told), or lets it go on. Ignored when no game is watched.
 */
void
lair_game_session_set_paused (LairGameSession *self,
                              gboolean         paused)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));

  paused = !!paused;
  if (self->watch == NULL || self->watch->paused == paused)
    return;
  self->watch->paused = paused;
  if (paused)
    lair_game_session_hold (self);
  else
    lair_game_session_release (self);
  lair_game_session_notify (self, PROP_PAUSED);
}

/**
 * lair_game_session_step:
 * @self: a #LairGameSession
 *
 * Moves a watched game on to the next room at once, paused or not: the
 * decisions of the room the players stand in resolve (at the Sphinx,
 * both), or at the end of a dungeon the next one begins.
 *
 * Returns: %TRUE if the game moved; %FALSE when no game is watched or it
 *   is over
 */
gboolean
lair_game_session_step (LairGameSession *self)
{
  guint serial;
  guint dungeon;
  gint room;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  if (self->watch == NULL || self->game == NULL)
    return FALSE;

  switch (lair_game_get_phase (self->game))
    {
    case LAIR_PHASE_DUNGEON_OVER:
      return lair_game_session_step_dungeon (self);

    case LAIR_PHASE_DECISION:
      serial = self->serial;
      dungeon = lair_game_get_dungeon (self->game);
      room = lair_game_get_room_number (self->game);
      do
        {
          if (!lair_game_session_step_decision (self))
            return FALSE;
        }
      /* a handler may have ended the watching */
      while (self->serial == serial && self->game != NULL &&
             lair_game_get_phase (self->game) == LAIR_PHASE_DECISION &&
             lair_game_get_dungeon (self->game) == dungeon &&
             lair_game_get_room_number (self->game) == room);
      return TRUE;

    case LAIR_PHASE_NEW:
    case LAIR_PHASE_GAME_OVER:
    default:
      return FALSE;
    }
}

/**
 * lair_game_session_stop_watching:
 * @self: a #LairGameSession
 *
 * Ends the watching, finished or not, and goes back to the menu with the
 * seats as they were before. Ignored when no game is watched.
 */
void
lair_game_session_stop_watching (LairGameSession *self)
{
  LairWatch *watch;
  gboolean paused;

  g_return_if_fail (LAIR_IS_GAME_SESSION (self));

  if (self->watch == NULL)
    return;

  /* gone before anybody hears of the menu */
  watch = g_steal_pointer (&self->watch);
  paused = watch->paused;
  if (paused)
    lair_game_session_release (self);

  lair_game_session_discard_game (self);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = self->seat_array[i];
      const LairMenuSeat *kept = &watch->menu[i];

      lair_seat_set_kind (seat, kept->kind);
      lair_seat_set_joining (seat, FALSE);
      lair_seat_set_name (seat, kept->name);
      lair_seat_set_avatar (seat, kept->avatar);
      lair_seat_set_level (seat, kept->level);
    }
  watch_free (watch);

  lair_game_session_set_phase (self, LAIR_SESSION_MENU);
  lair_game_session_sync (self);
  lair_game_session_notify (self, PROP_WATCHING);
  if (paused)
    lair_game_session_notify (self, PROP_PAUSED);
}

/* For lair-game-session-play.c */

/* Hands every seat inside the choice it made at this decision, once. */
void
lair_game_session_watch_hand_out (LairGameSession *self)
{
  LairWatch *watch = self->watch;

  if (watch->decision == self->decision)
    return;
  watch->decision = self->decision;
  for (guint p = 0; p < self->n_players; p++)
    if (lair_game_seat_is_inside (self->game, p) && self->ai_choices[p] == LAIR_CHOICE_NONE)
      self->ai_choices[p] = watch->next < watch->n_choices ? watch->choices[watch->next++]
                                                           : LAIR_CHOICE_NONE;
}

/* The results show what the history awarded: the achievements that
 * compare with earlier games were decided against the history as it was
 * then. */
void
lair_game_session_watch_finished (LairGameSession *self)
{
  for (guint p = 0; p < self->n_players; p++)
    self->record.seats[p].achievements = self->watch->achievements[p];
}

/* As the session goes. */
void
lair_game_session_watch_free (LairGameSession *self)
{
  g_clear_pointer (&self->watch, watch_free);
}

/**
 * lair_game_session_get_watch_speed:
 * @self: a #LairGameSession
 *
 * Returns: how many times faster than usual a watched game is shown
 */
double
lair_game_session_get_watch_speed (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), 1.0);
  return self->watch_speed;
}

/**
 * lair_game_session_set_watch_speed:
 * @self: a #LairGameSession
 * @speed: 0.25 to 4; 1 is the pace of a game being played
 *
 * Shows watched games faster or slower: the thinking, the grace and the
 * reveal take 1/@speed of their delays, from the next one on.
 */
void
lair_game_session_set_watch_speed (LairGameSession *self,
                                   double           speed)
{
  g_return_if_fail (LAIR_IS_GAME_SESSION (self));

  speed = CLAMP (speed, 0.25, 4.0);
  if (self->watch_speed == speed)
    return;
  self->watch_speed = speed;
  lair_game_session_notify (self, PROP_WATCH_SPEED);
}
