/* lair-sound.h — the game's sound effects, played while the Sound switch is on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/**
 * LairSoundEffect:
 * @LAIR_SOUND_EFFECT_CARD: a card is turned over, a room revealed
 * @LAIR_SOUND_EFFECT_GEMS: gems are shared out, picked up or lost
 * @LAIR_SOUND_EFFECT_COINS: gold is taken
 * @LAIR_SOUND_EFFECT_SPIDER: the spider, or its warning, appears
 * @LAIR_SOUND_EFFECT_BATS: bats fly off with something
 * @LAIR_SOUND_EFFECT_WIN: a player wins the game
 * @LAIR_N_SOUND_EFFECTS: how many there are
 *
 * The effects, each under a second (data/sounds/README.md).
 */
typedef enum
{
  LAIR_SOUND_EFFECT_CARD,
  LAIR_SOUND_EFFECT_GEMS,
  LAIR_SOUND_EFFECT_COINS,
  LAIR_SOUND_EFFECT_SPIDER,
  LAIR_SOUND_EFFECT_BATS,
  LAIR_SOUND_EFFECT_WIN,
  LAIR_N_SOUND_EFFECTS
} LairSoundEffect;

#define LAIR_TYPE_SOUND (lair_sound_get_type ())

G_DECLARE_FINAL_TYPE (LairSound, lair_sound, LAIR, SOUND, GObject)

/*
 * A LairSound plays the effects from the application's resources with
 * GtkMediaFile, each loaded the first time it is played and kept for the
 * next. It reads the "sound" key of the settings it is given before every
 * effect, and stops what is playing when the key turns off. One for the
 * application is enough:
 *
 *   sound = lair_sound_new (lair_application_get_settings (application));
 *   …
 *   lair_sound_play (sound, LAIR_SOUND_EFFECT_CARD);
 *
 * Playing never fails where a player could see it: without a media backend
 * GTK plays nothing, and without a sound device GStreamer plays into
 * nothing, quietly.
 */

LairSound      *lair_sound_new               (GSettings       *settings);
void            lair_sound_play              (LairSound       *self,
                                              LairSoundEffect  effect);
GtkMediaStream *lair_sound_get_stream        (LairSound       *self,
                                              LairSoundEffect  effect);
const char     *lair_sound_get_resource_path (LairSoundEffect  effect);

G_END_DECLS
