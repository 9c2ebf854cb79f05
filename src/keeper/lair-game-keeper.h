/* lair-game-keeper.h — keeps the game in progress and records finished ones
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "lair-game-session.h"
#include "lair-store.h"

G_BEGIN_DECLS

/**
 * LairGameKeeperStoreFunc:
 * @data: the data given with the function
 * @error: return location for a #GError
 *
 * Returns: (transfer none) (nullable): the history finished games go
 *   into, opened the first time it is asked for
 */
typedef LairStore *(*LairGameKeeperStoreFunc) (gpointer   data,
                                               GError   **error);

#define LAIR_TYPE_GAME_KEEPER (lair_game_keeper_get_type ())

G_DECLARE_FINAL_TYPE (LairGameKeeper, lair_game_keeper, LAIR, GAME_KEEPER, GObject)

LairGameKeeper *lair_game_keeper_new              (LairGameSession  *session,
                                                   const char       *path);
char           *lair_game_keeper_get_default_path (void);
const char     *lair_game_keeper_get_path         (LairGameKeeper   *self);
gboolean        lair_game_keeper_get_can_resume   (LairGameKeeper   *self);
void            lair_game_keeper_set_store_func   (LairGameKeeper   *self,
                                                   LairGameKeeperStoreFunc func,
                                                   gpointer          data);
gboolean        lair_game_keeper_save             (LairGameKeeper   *self,
                                                   GError          **error);
gboolean        lair_game_keeper_resume           (LairGameKeeper   *self,
                                                   GError          **error);
void            lair_game_keeper_discard          (LairGameKeeper   *self);
gboolean        lair_game_keeper_watch            (LairGameKeeper   *self,
                                                   LairStore        *store,
                                                   gint64            id,
                                                   GError          **error);

G_END_DECLS
