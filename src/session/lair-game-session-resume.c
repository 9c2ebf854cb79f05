/* lair-game-session-resume.c — saving an unfinished game and playing it
 * back
 *
 * A save is a serialized GVariant, little-endian, of type `(sqv)`: the
 * magic string, the format version and the payload. Version 1's payload
 * is `(taibaya(ysuyd)a(yyay))`:
 *
 *  - the seed;
 *  - the adventure usage counts before the game (one per adventure);
 *  - whether the adventures were fixed, and then the five of them;
 *  - the nine seats as they were when the game began: kind, name, avatar,
 *    computer level and its parameter;
 *  - the log (see LairLogType): type, player, and for a decision one
 *    choice byte per player.
 *
 * Version 2 has the same payload; its log may also hold the hints each
 * seat asked for, which version 1 did not keep.
 *
 * Playing the log back through the same calls rebuilds the very same
 * game. Everything read is checked first, and the game itself refuses
 * choices it would not have allowed. The dungeon the players are in is
 * told again as it is played back, for the window to show its story so
 * far: the rooms, what they held and what the players did there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gi18n.h>

#include "lair-game-session-private.h"

#define RESUME_MAGIC    "spider-lair-resume"
#define RESUME_VERSION  2
#define ENVELOPE_TYPE   "(sqv)"
#define PAYLOAD_TYPE_V1 "(taibaya(ysuyd)a(yyay))"

/* far more than any game needs: 5 dungeons × 48 rooms × 2 decisions, with
 * the computer asked and seats changing hands at each */
#define MAX_LOG_ENTRIES 100000
#define MAX_USAGE       1000000

/**
 * lair_game_session_save:
 * @self: a #LairGameSession
 *
 * Serializes the game in progress so that lair_game_session_restore() can
 * bring it back exactly, the reveal between dungeons included. The
 * choices of the decision in progress are secret and not kept.
 *
 * Returns: (transfer full) (nullable): the saved game, or %NULL when there
 *   is nothing to resume: in the menu, once the game is over, or for a
 *   game of scripted dungeons
 */
GBytes *
lair_game_session_save (LairGameSession *self)
{
  const LairGameConfig *config;
  const LairLogEntry *entries;
  guint n_entries;
  GVariantBuilder usage;
  GVariantBuilder adventures;
  GVariantBuilder seats;
  GVariantBuilder log;
  GVariant *payload;
  g_autoptr(GVariant) envelope = NULL;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), NULL);

  if (!lair_game_session_get_log (self, &config, &entries, &n_entries))
    return NULL;

  g_variant_builder_init (&usage, G_VARIANT_TYPE ("ai"));
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    g_variant_builder_add (&usage, "i", config->usage[i]);

  g_variant_builder_init (&adventures, G_VARIANT_TYPE ("ay"));
  if (config->has_adventures)
    for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
      g_variant_builder_add (&adventures, "y", (guint8) config->adventures[d]);

  g_variant_builder_init (&seats, G_VARIANT_TYPE ("a(ysuyd)"));
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (self, i);
      gint p = lair_seat_get_player (seat);
      LairSeatKind kind = LAIR_SEAT_EMPTY;
      LairAiLevel level = { LAIR_AI_NORMAL, 0.0 };

      if (p >= 0)
        {
          kind = (config->computers >> p) & 1 ? LAIR_SEAT_COMPUTER : LAIR_SEAT_HUMAN;
          level = config->levels[p];
        }
      g_variant_builder_add (&seats, "(ysuyd)", (guint8) kind, lair_seat_get_name (seat),
                             lair_seat_get_avatar (seat), (guint8) level.kind, level.param);
    }

  g_variant_builder_init (&log, G_VARIANT_TYPE ("a(yyay)"));
  for (guint e = 0; e < n_entries; e++)
    {
      const LairLogEntry *entry = &entries[e];
      gsize n_choices = entry->type == LAIR_LOG_DECIDE ? config->n_players : 0;

      g_variant_builder_add (&log, "(yy@ay)", entry->type, entry->seat,
                             g_variant_new_fixed_array (G_VARIANT_TYPE_BYTE, entry->choices,
                                                        n_choices, 1));
    }

  payload = g_variant_new ("(t@ai@b@ay@a(ysuyd)@a(yyay))",
                           config->seed,
                           g_variant_builder_end (&usage),
                           g_variant_new_boolean (config->has_adventures),
                           g_variant_builder_end (&adventures),
                           g_variant_builder_end (&seats),
                           g_variant_builder_end (&log));
  envelope = g_variant_ref_sink (g_variant_new ("(sqv)", RESUME_MAGIC, (guint16) RESUME_VERSION, payload));

  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (envelope);

      g_variant_unref (envelope);
      envelope = swapped;
    }

  return g_variant_get_data_as_bytes (envelope);
}

static gboolean
damaged (GError **error)
{
  g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_DATA,
                       _("The saved game is damaged"));
  return FALSE;
}

/* Reads and checks the payload into @seats, @config and @log. */
static gboolean
read_payload (GVariant        *payload,
              guint16          version,
              LairResumeSeat  *seats,
              LairGameConfig  *config,
              GArray          *log,
              GError         **error)
{
  g_autoptr(GVariant) usage = NULL;
  g_autoptr(GVariant) adventures = NULL;
  g_autoptr(GVariant) seat_list = NULL;
  g_autoptr(GVariant) entries = NULL;
  guint64 seed;
  gboolean has_adventures;
  guint n_players = 0;
  guint32 computers = 0;
  LairAiLevel levels[LAIR_MAX_PLAYERS];
  gsize n;

  if (!g_variant_is_of_type (payload, G_VARIANT_TYPE (PAYLOAD_TYPE_V1)))
    return damaged (error);

  g_variant_get (payload, "(t@aib@ay@a(ysuyd)@a(yyay))",
                 &seed, &usage, &has_adventures, &adventures, &seat_list, &entries);

  /* seats */
  if (g_variant_n_children (seat_list) != LAIR_N_SEATS)
    return damaged (error);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      guint8 kind;
      guint8 level;
      const char *name;
      guint32 avatar;
      double param;

      g_variant_get_child (seat_list, i, "(y&suyd)", &kind, &name, &avatar, &level, &param);
      if (kind > LAIR_SEAT_COMPUTER || level >= LAIR_N_AI_KINDS ||
          !lair_ai_level_is_valid (&(LairAiLevel) { level, param }) ||
          strlen (name) > LAIR_SEAT_NAME_MAX_BYTES)
        return damaged (error);

      seats[i].kind = kind;
      seats[i].name = name;  /* lives as long as the payload */
      seats[i].avatar = avatar;
      seats[i].level.kind = level;
      seats[i].level.param = param;
      if (kind != LAIR_SEAT_EMPTY)
        {
          if (kind == LAIR_SEAT_COMPUTER)
            computers |= 1u << n_players;
          levels[n_players++] = seats[i].level;
        }
    }
  if (n_players == 0)
    return damaged (error);

  lair_game_config_init (config, n_players, seed);
  config->computers = computers;
  memcpy (config->levels, levels, n_players * sizeof (LairAiLevel));

  /* usage */
  if (g_variant_n_children (usage) != LAIR_N_ADVENTURES)
    return damaged (error);
  for (guint i = 0; i < LAIR_N_ADVENTURES; i++)
    {
      gint32 count;

      g_variant_get_child (usage, i, "i", &count);
      if (count < 0 || count > MAX_USAGE)
        return damaged (error);
      config->usage[i] = count;
    }

  /* adventures: five different ones, or none */
  config->has_adventures = has_adventures;
  n = g_variant_n_children (adventures);
  if (n != (has_adventures ? LAIR_N_DUNGEONS : 0))
    return damaged (error);
  for (guint d = 0; d < n; d++)
    {
      guint8 adventure;

      g_variant_get_child (adventures, d, "y", &adventure);
      if (adventure >= LAIR_N_ADVENTURES)
        return damaged (error);
      for (guint e = 0; e < d; e++)
        if (config->adventures[e] == (LairAdventure) adventure)
          return damaged (error);
      config->adventures[d] = adventure;
    }

  /* the log; whether it plays is for the game to say */
  n = g_variant_n_children (entries);
  if (n > MAX_LOG_ENTRIES)
    return damaged (error);
  for (gsize e = 0; e < n; e++)
    {
      g_autoptr(GVariant) choices = NULL;
      LairLogEntry entry;
      const guint8 *bytes;
      gsize n_bytes;

      memset (&entry, LAIR_LOG_NO_CHOICE, sizeof entry);
      g_variant_get_child (entries, e, "(yy@ay)", &entry.type, &entry.seat, &choices);
      bytes = g_variant_get_fixed_array (choices, &n_bytes, 1);
      if (entry.type >= LAIR_N_LOG_TYPES ||
          (entry.type == LAIR_LOG_HINT && version < 2) ||
          n_bytes != (entry.type == LAIR_LOG_DECIDE ? n_players : 0))
        return damaged (error);
      if (n_bytes > 0)
        memcpy (entry.choices, bytes, n_bytes);
      g_array_append_val (log, entry);
    }

  return TRUE;
}

/**
 * lair_game_session_restore:
 * @self: a #LairGameSession
 * @data: what lair_game_session_save() returned
 * @error: return location for a #GError
 *
 * Ends any game and plays the saved one back to where it was saved: the
 * seats, the dungeon and its revealed rooms, the choices still to make.
 * Nothing is emitted for the dungeons before the one in progress. That
 * one is told again: its signals are emitted as it is played back, with
 * lair_game_session_get_retelling() %TRUE, but no decision starts in it.
 * The properties notify once it is all done. Data that is damaged, from
 * another version or not a saved game at all is refused with an error
 * and leaves a fresh menu.
 *
 * Returns: %TRUE if the game was restored
 */
gboolean
lair_game_session_restore (LairGameSession  *self,
                           GBytes           *data,
                           GError          **error)
{
  g_autoptr(GVariant) envelope = NULL;
  g_autoptr(GVariant) payload = NULL;
  g_autoptr(GArray) log = NULL;
  const char *magic;
  guint16 version;
  LairResumeSeat seats[LAIR_N_SEATS];
  LairGameConfig config;
  guint retell_from = G_MAXUINT;

  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  lair_game_session_stop_watching (self);
  lair_game_session_reset_menu (self, TRUE);

  envelope = g_variant_ref_sink (g_variant_new_from_bytes (G_VARIANT_TYPE (ENVELOPE_TYPE), data, FALSE));
  if (G_BYTE_ORDER == G_BIG_ENDIAN)
    {
      GVariant *swapped = g_variant_byteswap (envelope);

      g_variant_unref (envelope);
      envelope = swapped;
    }

  if (!g_variant_is_normal_form (envelope))
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_DATA,
                           _("This is not a saved Spider Lair game"));
      return FALSE;
    }

  g_variant_get (envelope, "(&sqv)", &magic, &version, &payload);
  if (strcmp (magic, RESUME_MAGIC) != 0)
    {
      g_set_error_literal (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_INVALID_DATA,
                           _("This is not a saved Spider Lair game"));
      return FALSE;
    }
  if (version < 1 || version > RESUME_VERSION)
    {
      g_set_error (error, LAIR_SESSION_ERROR, LAIR_SESSION_ERROR_UNSUPPORTED_VERSION,
                   version > RESUME_VERSION
                   ? _("The game was saved by a newer version of Spider Lair (format %u)")
                   : _("The game was saved in an unknown format (%u)"),
                   version);
      return FALSE;
    }

  log = g_array_new (FALSE, FALSE, sizeof (LairLogEntry));
  if (!read_payload (payload, version, seats, &config, log, error))
    return FALSE;

  /* the dungeon in progress begins with the last step to a next one, or
   * with the game */
  for (guint e = 0; e < log->len; e++)
    if (g_array_index (log, LairLogEntry, e).type == LAIR_LOG_NEXT_DUNGEON)
      retell_from = e;

  self->retelling = retell_from == G_MAXUINT;
  lair_game_session_begin_replay (self, seats, &config);
  for (guint e = 0; e < log->len; e++)
    {
      if (e == retell_from)
        self->retelling = TRUE;
      if (!lair_game_session_replay_entry (self, &g_array_index (log, LairLogEntry, e), error))
        {
          lair_game_session_reset_menu (self, TRUE);
          return FALSE;
        }
    }
  self->retelling = FALSE;
  lair_game_session_end_replay (self);

  return TRUE;
}

/**
 * lair_game_session_get_retelling:
 * @self: a #LairGameSession
 *
 * Whether the signals emitted now tell again a dungeon played back by
 * lair_game_session_restore(): what they tell happened before the game
 * was saved, and the players have seen it.
 *
 * Returns: %TRUE while a restored dungeon is told again
 */
gboolean
lair_game_session_get_retelling (LairGameSession *self)
{
  g_return_val_if_fail (LAIR_IS_GAME_SESSION (self), FALSE);

  return self->retelling;
}
