/* lair-storyteller.h — the story's beats drawn on the board
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-game-session.h"
#include "lair-path.h"
#include "lair-story.h"

G_BEGIN_DECLS

#define LAIR_TYPE_STORYTELLER (lair_storyteller_get_type ())

G_DECLARE_FINAL_TYPE (LairStoryteller, lair_storyteller, LAIR, STORYTELLER, GObject)

LairStoryteller *lair_storyteller_new           (LairGameSession *session,
                                                 LairPath        *path,
                                                 GtkStringList   *log,
                                                 GSettings       *settings);
LairStory       *lair_storyteller_get_story     (LairStoryteller *self);
guint            lair_storyteller_get_dungeon   (LairStoryteller *self);
void             lair_storyteller_skip          (LairStoryteller *self);
void             lair_storyteller_continue      (LairStoryteller *self);
void             lair_storyteller_stop          (LairStoryteller *self);

G_END_DECLS
