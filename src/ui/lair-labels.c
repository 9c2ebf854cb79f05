/* lair-labels.c — the words and icons the window uses for the game's things
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <adwaita.h>

#include "lair-labels.h"
#include "lair-accessible-props.h"

static const char * const choice_icons[LAIR_N_CHOICES] = {
  [LAIR_CHOICE_STAY]   = "lair-stay-symbolic",
  [LAIR_CHOICE_LEAVE]  = "lair-leave-symbolic",
  [LAIR_CHOICE_BANK4]  = "lair-banker-symbolic",
  [LAIR_CHOICE_BANK8]  = "lair-banker-symbolic",
  [LAIR_CHOICE_BANK12] = "lair-banker-symbolic",
  [LAIR_CHOICE_SUN]    = "lair-sun-symbolic",
  [LAIR_CHOICE_MOON]   = "lair-moon-symbolic",
  [LAIR_CHOICE_PAY]    = "lair-ferryman-symbolic",
  [LAIR_CHOICE_CARD1]  = "lair-cards-symbolic",
  [LAIR_CHOICE_CARD2]  = "lair-cards-symbolic",
  [LAIR_CHOICE_CARD3]  = "lair-cards-symbolic",
  [LAIR_CHOICE_LEFT]   = "lair-sphinx-symbolic",
  [LAIR_CHOICE_RIGHT]  = "lair-sphinx-symbolic",
  [LAIR_CHOICE_EAT]    = "lair-mushroom-symbolic",
  [LAIR_CHOICE_DEAL3]  = "lair-devil-symbolic",
  [LAIR_CHOICE_DEAL4]  = "lair-devil-symbolic",
  [LAIR_CHOICE_DEAL5]  = "lair-devil-symbolic",
  [LAIR_CHOICE_CARRY]  = "lair-little-people-symbolic",
};

static const struct {
  const char *label;
  const char *description;
} achievements[LAIR_N_ACHIEVEMENTS] = {
  [LAIR_ACHIEVEMENT_HIGHEST_SCORE]    = { N_("Highest Score"),
                                          N_("Won with the best score ever") },
  [LAIR_ACHIEVEMENT_DEEPEST_EXPLORER] = { N_("Deepest Explorer"),
                                          N_("Went as deep into a dungeon as anybody ever") },
  [LAIR_ACHIEVEMENT_MOST_GEMS_LOST]   = { N_("Most Gems Lost"),
                                          N_("Lost the most gems to the spider and the banker") },
  [LAIR_ACHIEVEMENT_BOLD]             = { N_("Bold"),
                                          N_("Scared out by the spider four times or more") },
  [LAIR_ACHIEVEMENT_TIMID]            = { N_("Timid"),
                                          N_("Never scared out by the spider") },
  [LAIR_ACHIEVEMENT_PSYCHIC]          = { N_("Psychic"),
                                          N_("Left right before the lair twice or more") },
  [LAIR_ACHIEVEMENT_SKYNET]           = { N_("Skynet"),
                                          N_("A computer player won the game") },
};

/**
 * lair_choice_icon_name:
 * @choice: a #LairChoice
 *
 * Returns: (transfer none): the icon beside the option
 */
const char *
lair_choice_icon_name (LairChoice choice)
{
  g_return_val_if_fail (choice >= 0 && choice < LAIR_N_CHOICES, NULL);
  return choice_icons[choice];
}

/**
 * lair_achievement_label:
 * @achievement: a #LairAchievement
 *
 * Returns: (transfer none): the translated name of the achievement
 */
const char *
lair_achievement_label (LairAchievement achievement)
{
  g_return_val_if_fail (achievement < LAIR_N_ACHIEVEMENTS, "");
  return _(achievements[achievement].label);
}

/**
 * lair_achievement_description:
 * @achievement: a #LairAchievement
 *
 * Returns: (transfer none): how the achievement is earned, translated
 */
const char *
lair_achievement_description (LairAchievement achievement)
{
  g_return_val_if_fail (achievement < LAIR_N_ACHIEVEMENTS, "");
  return _(achievements[achievement].description);
}

/**
 * lair_accessible_label_buttons:
 * @root: a widget tree
 *
 * GTK 4.8 names a button with a mnemonic by its raw label ("_Play") on
 * the accessibility bus. This gives each such button under @root its
 * words without the underline as accessible label. A button that needs
 * other words (a seat's "Join Seat 1") sets them after this has run.
 */
void
lair_accessible_label_buttons (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    lair_accessible_label_buttons (child);

  if (GTK_IS_BUTTON (root) && !GTK_IS_MENU_BUTTON (root) &&
      gtk_button_get_use_underline (GTK_BUTTON (root)) &&
      gtk_button_get_label (GTK_BUTTON (root)) != NULL)
    {
      g_autofree char *plain = NULL;
      const char *label = gtk_button_get_label (GTK_BUTTON (root));
      char *q;

      plain = g_strdup (label);
      q = plain;
      for (const char *p = label; *p != '\0'; p++)
        {
          if (*p == '_' && p[1] == '_')
            *q++ = *p++;     /* "__" is an underline */
          else if (*p != '_')
            *q++ = *p;
        }
      *q = '\0';
      lair_accessible_name_button (root, plain);
    }
}

/**
 * lair_accessible_icon_buttons:
 * @root: a widget tree
 *
 * A button that shows an icon is labelled by its image, which GTK 4.8
 * names by its type: a screen reader said "GtkImage Show what happened
 * push button". Each such button under @root is named by its own
 * accessible label alone.
 */
void
lair_accessible_icon_buttons (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    lair_accessible_icon_buttons (child);

  if (GTK_IS_BUTTON (root) && gtk_button_get_icon_name (GTK_BUTTON (root)) != NULL)
    gtk_accessible_reset_relation (GTK_ACCESSIBLE (root), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
}

/**
 * lair_menu_button_get_button:
 * @menu_button: a #GtkMenuButton
 *
 * The button inside @menu_button, which the keys stop on and which a
 * screen reader says.
 *
 * Returns: (transfer none) (nullable): the inner button
 */
GtkWidget *
lair_menu_button_get_button (GtkWidget *menu_button)
{
  g_return_val_if_fail (GTK_IS_MENU_BUTTON (menu_button), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (menu_button);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (GTK_IS_BUTTON (child))
      return child;
  return NULL;
}

/**
 * lair_accessible_name_button:
 * @button: a button, or a widget holding one (a drop-down)
 * @name: what a screen reader calls it
 *
 * GTK 4.8 says a button's accessible label and then the label it is
 * labelled by, its own words ("Play Play", "Join Seat 1 Join"). This
 * names @button and drops that relation, so the name is said once. A
 * menu button's inner button, which GTK names after its type, gets the
 * name too; a drop-down's is named by the choice it shows, as a screen
 * reader says it after the drop-down ("Level for Old Rook combo box,
 * Expert push button").
 */
void
lair_accessible_name_button (GtkWidget  *button,
                             const char *name)
{
  GtkWidget *child;

  g_return_if_fail (GTK_IS_WIDGET (button));

  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
  gtk_accessible_reset_relation (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
  g_object_set_data (G_OBJECT (button), "lair-accessible-label", GINT_TO_POINTER (TRUE));
  if (GTK_IS_DROP_DOWN (button))
    {
      for (child = gtk_widget_get_first_child (button); child != NULL; child = gtk_widget_get_next_sibling (child))
        if (GTK_IS_BUTTON (child) && g_object_get_data (G_OBJECT (child), "lair-accessible") == NULL)
          {
            LairAccessibleProps *props = lair_accessible_props_new (child);
            GtkExpression *shown = gtk_property_expression_new (GTK_TYPE_STRING_OBJECT,
                                                                lair_object_lookup (button, "selected-item"),
                                                                "string");

            g_object_set_data_full (G_OBJECT (child), "lair-accessible", props, g_object_unref);
            gtk_accessible_reset_relation (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
            gtk_expression_bind (shown, props, "label", NULL);
          }
    }
  else if (GTK_IS_MENU_BUTTON (button) && (child = lair_menu_button_get_button (button)) != NULL)
    lair_accessible_name_button (child, name);
}

/**
 * lair_preferences_group_add:
 * @group: a group of rows
 * @row: a row to add
 *
 * Adds @row to @group, and names the list that holds the group's rows
 * after the group's title, as it is and as it changes: the keys stop on
 * that list, which GTK 4.8 names through the title's label and GTK 4.24
 * leaves unnamed.
 */
void
lair_preferences_group_add (AdwPreferencesGroup *group,
                            GtkWidget           *row)
{
  GtkWidget *list;

  g_return_if_fail (ADW_IS_PREFERENCES_GROUP (group));
  g_return_if_fail (GTK_IS_WIDGET (row));

  adw_preferences_group_add (group, row);
  list = gtk_widget_get_parent (row);
  if (GTK_IS_LIST_BOX (list) && g_object_get_data (G_OBJECT (list), "lair-accessible") == NULL)
    {
      LairAccessibleProps *props = lair_accessible_props_new (list);

      /* libadwaita 1.2 labels the list by the title's label, which GTK
       * 4.8 would say after the name: the title is said once */
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (list), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
      g_object_bind_property (group, "title", props, "label", G_BINDING_SYNC_CREATE);
      g_object_set_data_full (G_OBJECT (list), "lair-accessible", props, g_object_unref);
    }
}

/**
 * lair_join_names:
 * @names: (element-type utf8): names
 *
 * Returns: (transfer full): the names in a list a person would say:
 *   "Ann, Bo and Cy"
 */
char *
lair_join_names (GPtrArray *names)
{
  g_autoptr(GString) text = g_string_new (NULL);

  for (guint i = 0; i < names->len; i++)
    {
      if (i > 0)
        /* Translators: between the names of tied seats; the last pair is joined by " and " */
        g_string_append (text, i + 1 == names->len ? _(" and ") : _(", "));
      g_string_append (text, g_ptr_array_index (names, i));
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static GtkWidget *
find_subtitle (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found;

      if (GTK_IS_LABEL (child) && gtk_widget_has_css_class (child, "subtitle"))
        return child;
      found = find_subtitle (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/**
 * lair_text_row_new:
 * @title: the row's title, plain text
 * @subtitle: (nullable): its subtitle, plain text
 *
 * Returns: (transfer floating): a row of plain text: neither @title nor
 *   @subtitle is taken for markup
 */
GtkWidget *
lair_text_row_new (const char *title,
                   const char *subtitle)
{
  GtkWidget *row = adw_action_row_new ();

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  if (subtitle != NULL)
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle);
  return row;
}

/**
 * lair_value_row_new:
 * @title: the row's title, plain text
 * @subtitle: (nullable): its subtitle, plain text
 * @value: the figure shown at its end
 *
 * A row is named by its title; the figure beside it, and the subtitle
 * if it has one, describe it.
 *
 * Returns: (transfer floating): a row of a statistic
 */
GtkWidget *
lair_value_row_new (const char *title,
                    const char *subtitle,
                    const char *value)
{
  GtkWidget *row = lair_text_row_new (title, subtitle);
  GtkWidget *label = gtk_label_new (value);
  GtkWidget *subtitle_label;

  gtk_widget_add_css_class (label, "numeric");
  gtk_widget_add_css_class (label, "statistic-value");
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  subtitle_label = find_subtitle (row);
  if (subtitle_label != NULL && g_strcmp0 (gtk_label_get_text (GTK_LABEL (subtitle_label)), "") != 0)
    gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                    GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, subtitle_label, label, NULL,
                                    -1);
  else
    gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                    GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL,
                                    -1);
  return row;
}

/**
 * lair_achievements_text:
 * @earned: a set of achievements, a bit each
 *
 * Returns: (transfer full): their names, in a list
 */
char *
lair_achievements_text (guint32 earned)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_auto(GStrv) names = NULL;

  for (LairAchievement a = 0; a < LAIR_N_ACHIEVEMENTS; a++)
    if (earned & (1u << a))
      g_strv_builder_add (builder, lair_achievement_label (a));
  names = g_strv_builder_end (builder);
  /* Translators: the separator between achievement names */
  return g_strjoinv (_(", "), names);
}

/**
 * lair_score_text:
 * @chest: the money a seat ended with
 * @gold_bars: its gold bars
 *
 * Returns: (transfer full): a final score, "$31 · 2 bars"
 */
char *
lair_score_text (gint chest,
                 gint gold_bars)
{
  /* Translators: a final score: money, then gold bars */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "$%d · %d bar", "$%d · %d bars", gold_bars),
                          chest, gold_bars);
}

/**
 * lair_winners_title:
 * @winners: (element-type utf8): the winners' names
 *
 * Returns: (transfer full): the title of a finished game, "Ada Wins"
 */
char *
lair_winners_title (GPtrArray *winners)
{
  g_autofree char *joined = lair_join_names (winners);

  /* Translators: the names of the winners, joined */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s Wins", "%s Win", winners->len), joined);
}

/**
 * lair_tie_text:
 * @tied: the names of the seats tied on money, joined
 * @chest: the money each of them has
 * @winner: (nullable): the seat the gold bars made the winner, %NULL
 *   if they did not break the tie
 * @winner_bars: the winner's gold bars, or each tied seat's
 * @runner_up_bars: the most gold bars among the other tied seats
 *
 * Returns: (transfer full): how a tie at the top was settled, in words
 */
char *
lair_tie_text (const char *tied,
               gint        chest,
               const char *winner,
               gint        winner_bars,
               gint        runner_up_bars)
{
  if (winner != NULL)
    /* Translators: "Ada and Bo both finished with $31; Ada wins on gold bars, 3 to 1." */
    return g_strdup_printf (_("%s finished with $%d each; %s wins on gold bars, %d to %d."),
                            tied, chest, winner, winner_bars, runner_up_bars);

  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       "A tie: %s finished with $%d and %d gold bar each.",
                                       "A tie: %s finished with $%d and %d gold bars each.",
                                       winner_bars),
                          tied, chest, winner_bars);
}

/**
 * lair_action_row_make_link:
 * @row: an #AdwActionRow
 * @action: the action activating it runs
 * @target: (nullable): the action's parameter; a floating reference is sunk
 *
 * Makes @row lead on: activatable, running @action, with an arrow
 * at its end saying so.
 */
void
lair_action_row_make_link (GtkWidget  *row,
                           const char *action,
                           GVariant   *target)
{
  adw_action_row_add_suffix (ADW_ACTION_ROW (row),
                             g_object_new (GTK_TYPE_IMAGE,
                                           "icon-name", "go-next-symbolic",
                                           "accessible-role", GTK_ACCESSIBLE_ROLE_PRESENTATION,
                                           NULL));
  gtk_list_box_row_set_activatable (GTK_LIST_BOX_ROW (row), TRUE);
  gtk_actionable_set_action_name (GTK_ACTIONABLE (row), action);
  gtk_actionable_set_action_target_value (GTK_ACTIONABLE (row), target);
}

/**
 * lair_let_close_focus:
 * @widget: a window, or a widget in its title bar
 *
 * GTK 4.8 keeps the keys off the title bar's Close: with this, Tab goes
 * round to it too, as to every other control of the window.
 */
void
lair_let_close_focus (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    lair_let_close_focus (child);
  if (GTK_IS_BUTTON (widget) && gtk_widget_has_css_class (widget, "close") &&
      gtk_widget_get_ancestor (widget, GTK_TYPE_WINDOW_CONTROLS) != NULL)
    {
      /* the button, and the controls that hold it */
      for (GtkWidget *w = widget; w != NULL; w = gtk_widget_get_parent (w))
        {
          gtk_widget_set_can_focus (w, TRUE);
          if (GTK_IS_WINDOW_CONTROLS (w))
            break;
        }
    }
}

/* Two words, for a boolean false then true */
typedef struct
{
  char *words[2];
} Either;

static gboolean
either_cb (GBinding     *binding,
           const GValue *from,
           GValue       *to,
           gpointer      user_data)
{
  Either *either = user_data;

  g_value_set_string (to, either->words[g_value_get_boolean (from) ? 1 : 0]);
  return TRUE;
}

static void
either_free (gpointer data)
{
  Either *either = data;

  g_free (either->words[0]);
  g_free (either->words[1]);
  g_free (either);
}

/**
 * lair_bind_either:
 * @source: a #GObject
 * @source_property: a boolean property of @source
 * @target: a #GObject
 * @target_property: a string property of @target
 * @if_false: what @target_property says while @source_property is false
 * @if_true: and while it is true
 *
 * Binds @target_property to one of two words, as @source_property is
 * false or true: a button's icon, tooltip or name that says what it does
 * now.
 *
 * Returns: (transfer none): the binding
 */
GBinding *
lair_bind_either (gpointer    source,
                  const char *source_property,
                  gpointer    target,
                  const char *target_property,
                  const char *if_false,
                  const char *if_true)
{
  Either *either = g_new (Either, 1);

  either->words[0] = g_strdup (if_false);
  either->words[1] = g_strdup (if_true);
  return g_object_bind_property_full (source, source_property, target, target_property, G_BINDING_SYNC_CREATE,
                                      either_cb, NULL, either, either_free);
}

/**
 * lair_object_lookup:
 * @object: a #GObject
 * @property: one of its properties
 *
 * Returns: (transfer full): an expression for @object's @property
 */
GtkExpression *
lair_object_lookup (gpointer    object,
                    const char *property)
{
  return gtk_property_expression_new (G_OBJECT_TYPE (object), gtk_object_expression_new (object), property);
}

/**
 * lair_closure_expression_valist:
 * @value_type: the type @callback returns
 * @callback: called with the values of @params, then the object the
 *   expression is evaluated for
 * @n_params: how many expressions @params holds, at most four
 * @params: (transfer full): the expressions, as #GtkExpression pointers
 *
 * gtk_cclosure_expression_new() over expressions given one by one, for
 * the variadic binding helpers of the views.
 *
 * Returns: (transfer full): the expression
 */
GtkExpression *
lair_closure_expression_valist (GType     value_type,
                                GCallback callback,
                                guint     n_params,
                                va_list   params)
{
  GtkExpression *expressions[4];

  g_assert (n_params <= G_N_ELEMENTS (expressions));
  for (guint i = 0; i < n_params; i++)
    expressions[i] = va_arg (params, GtkExpression *);
  return gtk_cclosure_expression_new (value_type, NULL, n_params, expressions, callback, NULL, NULL);
}
