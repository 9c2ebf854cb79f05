/* lair-dungeon-table.h — the end of a dungeon, one row per seat
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "lair-dungeon-report.h"

G_BEGIN_DECLS

#define LAIR_TYPE_DUNGEON_TABLE (lair_dungeon_table_get_type ())

G_DECLARE_FINAL_TYPE (LairDungeonTable, lair_dungeon_table, LAIR, DUNGEON_TABLE, GtkWidget)

GtkWidget         *lair_dungeon_table_new            (void);
LairDungeonReport *lair_dungeon_table_get_report     (LairDungeonTable   *self);
void               lair_dungeon_table_set_report     (LairDungeonTable   *self,
                                                      LairDungeonReport  *report,
                                                      const char * const *names,
                                                      const guint        *tokens);
GtkListBox        *lair_dungeon_table_get_list       (LairDungeonTable   *self);
const char        *lair_dungeon_table_get_adventure_text (LairDungeonTable *self);
gboolean           lair_dungeon_table_focus_first_row (LairDungeonTable  *self);

G_END_DECLS
