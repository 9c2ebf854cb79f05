/* lair-labels.h — the words and icons the window uses for the game's things
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "lair-adventure-look.h"
#include "lair-session-enums.h"
#include "lair-words.h"
#include "lair-words-seat.h"

G_BEGIN_DECLS

const char *lair_choice_icon_name        (LairChoice       choice);
const char *lair_achievement_label       (LairAchievement  achievement);
const char *lair_achievement_description (LairAchievement  achievement);
char       *lair_join_names              (GPtrArray       *names);
char       *lair_achievements_text       (guint32          earned);
char       *lair_score_text              (gint             chest,
                                          gint             gold_bars);
char       *lair_winners_title           (GPtrArray       *winners);
char       *lair_tie_text                (const char      *tied,
                                          gint             chest,
                                          const char      *winner,
                                          gint             winner_bars,
                                          gint             runner_up_bars);
void        lair_action_row_make_link    (GtkWidget       *row,
                                          const char      *action,
                                          GVariant        *target);
GtkWidget  *lair_text_row_new            (const char      *title,
                                          const char      *subtitle);
GtkWidget  *lair_value_row_new           (const char      *title,
                                          const char      *subtitle,
                                          const char      *value);
void        lair_accessible_label_buttons (GtkWidget      *root);
void        lair_accessible_icon_buttons  (GtkWidget      *root);
void        lair_let_close_focus          (GtkWidget      *widget);
GtkWidget  *lair_menu_button_get_button  (GtkWidget      *menu_button);
void        lair_accessible_name_button   (GtkWidget      *button,
                                           const char     *name);
GBinding   *lair_bind_either              (gpointer        source,
                                           const char     *source_property,
                                           gpointer        target,
                                           const char     *target_property,
                                           const char     *if_false,
                                           const char     *if_true);
void        lair_preferences_group_add    (AdwPreferencesGroup *group,
                                           GtkWidget      *row);
GtkExpression *lair_object_lookup         (gpointer        object,
                                           const char     *property);
GtkExpression *lair_closure_expression_valist (GType       value_type,
                                           GCallback       callback,
                                           guint           n_params,
                                           va_list         params);

G_END_DECLS
