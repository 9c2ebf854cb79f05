/* lair-dungeon.h — building a dungeon and choosing its adventures
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "lair-game.h"
#include "lair-rng.h"

G_BEGIN_DECLS

void     lair_adventures_choose        (const gint     usage[LAIR_N_ADVENTURES],
                                        LairRng       *rng,
                                        LairAdventure  out[LAIR_N_DUNGEONS]);
void     lair_usage_update             (gint           usage[LAIR_N_ADVENTURES],
                                        LairAdventure  adventure,
                                        gboolean       used);

guint    lair_dungeon_fill             (LairRoom      *rooms,
                                        guint          dungeon,
                                        gint           gold_bars,
                                        LairAdventure  adventure);
guint    lair_dungeon_build            (LairRoom      *rooms,
                                        guint          dungeon,
                                        gint           gold_bars,
                                        LairAdventure  adventure,
                                        LairRng       *rng);
guint    lair_dungeon_build_at         (LairRoom      *rooms,
                                        guint          dungeon,
                                        gint           gold_bars,
                                        LairAdventure  adventure,
                                        LairRng       *rng,
                                        guint8        *adventure_at,
                                        guint         *n_adventure_rooms);
void     lair_dungeon_shuffle          (LairRoom      *rooms,
                                        guint          n_rooms,
                                        LairRng       *rng);
void     lair_dungeon_bubble           (LairRoom      *rooms,
                                        guint          n_rooms);
void     lair_dungeon_number_parts     (LairRoom      *rooms,
                                        guint          n_rooms);
gint     lair_dungeon_convert_lair     (LairRoom      *rooms,
                                        guint          n_rooms);
void     lair_dungeon_draw_outcomes    (LairRoom      *rooms,
                                        guint          n_rooms,
                                        gint           lair_index,
                                        LairRng       *rng);
void     lair_dungeon_draw_outcomes_at (LairRoom      *rooms,
                                        guint          n_rooms,
                                        const guint8  *adventure_rooms,
                                        guint          n_adventure_rooms,
                                        gint           lair_index,
                                        LairRng       *rng);
gboolean lair_dungeon_adventure_before_lair (const LairRoom *rooms,
                                        guint          n_rooms,
                                        gint           lair_index);
gint     lair_dungeon_scout_range      (guint          part,
                                        gint           centre,
                                        gint           next_room,
                                        gint           last_room,
                                        gint          *to_room);

G_END_DECLS
