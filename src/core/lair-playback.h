/* lair-playback.h — a finished game kept whole, and played again
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-record.h"

G_BEGIN_DECLS

/* The version of the packed form; a new one is added, never changed. */
#define LAIR_PLAYBACK_FORMAT 1

/* What a packed game holds besides its seed, which the history keeps in
 * its own column. */
typedef struct {
  guint n_players;
  guint32 computers_at_start;
  LairAdventure adventures[LAIR_N_DUNGEONS];
  gint best_score_before;
  gint deepest_before;
  guint n_choices;
  const guint8 *nibbles;   /* points into the packed data */
  gsize n_nibble_bytes;
} LairPlayback;

GBytes   *lair_playback_pack      (const LairGameRecord *record);
gboolean  lair_playback_unpack    (const guint8        *data,
                                   gsize                length,
                                   LairPlayback        *out);
gboolean  lair_playback_play      (const guint8        *data,
                                   gsize                length,
                                   guint64              seed,
                                   guint32              computers,
                                   LairEventFunc        func,
                                   gpointer             user_data,
                                   LairGameRecord      *record);
gboolean  lair_playback_same      (const LairGameRecord *a,
                                   const LairGameRecord *b);

G_END_DECLS
