/* lair-grace-ring.h — the second to change one's mind, drawn draining
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

#define LAIR_TYPE_GRACE_RING (lair_grace_ring_get_type ())

G_DECLARE_FINAL_TYPE (LairGraceRing, lair_grace_ring, LAIR, GRACE_RING, GtkWidget)

GtkWidget *lair_grace_ring_new          (void);
guint      lair_grace_ring_get_duration (LairGraceRing *self);
void       lair_grace_ring_set_duration (LairGraceRing *self,
                                         guint          duration);
gboolean   lair_grace_ring_get_running  (LairGraceRing *self);
void       lair_grace_ring_set_running  (LairGraceRing *self,
                                         gboolean       running);

G_END_DECLS
