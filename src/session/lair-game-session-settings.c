/* lair-game-session-settings.c — the seats' computer levels in GSettings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-game-session.h"
#include "lair-seat.h"

/**
 * lair_game_session_load_levels:
 * @self: a #LairGameSession
 * @settings: settings of the `io.github.spiderlair.SpiderLair` schema
 *
 * Gives each seat the computer level chosen there last time
 * (`computer-levels`). Unknown or baseline entries leave the seat's level
 * as it is: only easy, normal, hard and expert are offered at a seat.
 */
void
lair_game_session_load_levels (LairGameSession *self,
                               GSettings       *settings)
{
  g_auto(GStrv) levels = NULL;

  g_return_if_fail (LAIR_IS_GAME_SESSION (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  levels = g_settings_get_strv (settings, "computer-levels");
  for (guint i = 0; i < LAIR_MAX_PLAYERS && levels[i] != NULL; i++)
    {
      LairAiLevel level;

      if (!lair_ai_level_parse (levels[i], &level) ||
          (level.kind != LAIR_AI_EASY && level.kind != LAIR_AI_NORMAL && level.kind != LAIR_AI_HARD &&
           level.kind != LAIR_AI_EXPERT))
        continue;
      lair_seat_set_level (lair_game_session_get_seat (self, i), level.kind);
    }
}

/**
 * lair_game_session_save_levels:
 * @self: a #LairGameSession
 * @settings: settings of the `io.github.spiderlair.SpiderLair` schema
 *
 * Keeps every seat's computer level for the next time.
 */
void
lair_game_session_save_levels (LairGameSession *self,
                               GSettings       *settings)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) levels = NULL;

  g_return_if_fail (LAIR_IS_GAME_SESSION (self));
  g_return_if_fail (G_IS_SETTINGS (settings));

  for (guint i = 0; i < LAIR_MAX_PLAYERS; i++)
    {
      LairAiLevel level = { lair_seat_get_level (lair_game_session_get_seat (self, i)), 0 };
      g_autofree char *text = lair_ai_level_to_string (&level);

      g_strv_builder_add (builder, text);
    }
  levels = g_strv_builder_end (builder);
  g_settings_set_strv (settings, "computer-levels", (const char * const *) levels);
}
