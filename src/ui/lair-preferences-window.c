/* lair-preferences-window.c — animation speed, think delay, odds, sound, history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

#include "lair-labels.h"
#include "lair-named-list.h"
#include "lair-preferences-window.h"

struct _LairPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  LairApplication      *application;

  GtkSwitch            *show_odds_switch;
  GtkSwitch            *animations_switch;
  GtkSwitch            *sound_switch;
  GtkAdjustment        *think_adjustment;
  AdwComboRow          *speed_row;
  GtkButton            *reset_button;
  AdwPreferencesPage   *page;
};

G_DEFINE_FINAL_TYPE (LairPreferencesWindow, lair_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

/* think-delay is kept in milliseconds and shown in seconds */
static gboolean
ms_to_seconds (GValue   *value,
               GVariant *variant,
               gpointer  user_data)
{
  g_value_set_double (value, g_variant_get_uint32 (variant) / 1000.0);
  return TRUE;
}

static GVariant *
seconds_to_ms (const GValue       *value,
               const GVariantType *expected_type,
               gpointer            user_data)
{
  return g_variant_new_uint32 ((guint32) (g_value_get_double (value) * 1000.0 + 0.5));
}

static void
reset_response_cb (AdwMessageDialog      *dialog,
                   const char            *response,
                   LairPreferencesWindow *self)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *backup = NULL;
  LairStore *store;
  AdwToast *toast;

  if (g_strcmp0 (response, "reset") != 0)
    return;

  store = lair_application_get_store (self->application, &error);
  if (store != NULL)
    backup = lair_store_reset (store, &error);
  if (backup != NULL)
    {
      g_autofree char *where = g_markup_escape_text (backup, -1);
      g_autofree char *text = NULL;

      /* TRANSLATORS: %s is the path of the copy of the old game history */
      text = g_strdup_printf (_("Statistics reset. The old game history was kept in %s"), where);
      toast = adw_toast_new (text);
      adw_toast_set_timeout (toast, 0);
    }
  else
    toast = adw_toast_new (error->message);
  adw_preferences_window_add_toast (ADW_PREFERENCES_WINDOW (self), toast);
}

static void
reset_clicked_cb (LairPreferencesWindow *self)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self), _("Reset Statistics?"),
                                   _("Every recorded game, statistic and achievement will be "
                                     "forgotten. A copy of the old game history is kept beside it."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "reset", _("_Reset"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "reset",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (reset_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
lair_preferences_window_dispose (GObject *object)
{
  LairPreferencesWindow *self = LAIR_PREFERENCES_WINDOW (object);

  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_PREFERENCES_WINDOW);
  g_clear_object (&self->application);

  G_OBJECT_CLASS (lair_preferences_window_parent_class)->dispose (object);
}

/* The story's pace in named steps, kept as a speed: a multiple of the
 * usual one */
static const double paces[] = { 0.7, 1.0, 1.5 };

static gboolean
pace_from_speed (GValue   *value,
                 GVariant *variant,
                 gpointer  user_data)
{
  double speed = g_variant_get_double (variant);
  guint nearest = 0;

  for (guint i = 1; i < G_N_ELEMENTS (paces); i++)
    if (fabs (paces[i] - speed) < fabs (paces[nearest] - speed))
      nearest = i;
  g_value_set_uint (value, nearest);
  return TRUE;
}

static GVariant *
speed_from_pace (const GValue       *value,
                 const GVariantType *expected_type,
                 gpointer            user_data)
{
  guint pace = g_value_get_uint (value);

  return g_variant_new_double (paces[MIN (pace, G_N_ELEMENTS (paces) - 1)]);
}

/* @text without the underline of its mnemonic */
static char *
without_underline (const char *text)
{
  GString *plain = g_string_new (NULL);

  for (const char *p = text; *p != '\0'; p++)
    if (*p != '_' || p[1] == '_')
      g_string_append_c (plain, *p == '_' ? *p++ : *p);
  return g_string_free (plain, FALSE);
}

/* What libadwaita builds inside the window, which GTK 4.8 would name by
 * its type on the accessibility bus: the lists of the groups and of the
 * combo row, and the search entry. Each gets the words a sighted player
 * reads there: a group without a title, the window's. */
static void
name_inner_widgets (GtkWidget  *widget,
                    const char *title)
{
  g_autofree char *inner = NULL;
  const char *group_title = ADW_IS_PREFERENCES_GROUP (widget) ?
                             adw_preferences_group_get_title (ADW_PREFERENCES_GROUP (widget)) : NULL;

  if (group_title != NULL && group_title[0] != '\0')
    title = group_title;
  else if (ADW_IS_COMBO_ROW (widget))
    title = inner = without_underline (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (widget)));

  if (GTK_IS_SEARCH_ENTRY (widget))
    gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Search Preferences"), -1);
  else if ((GTK_IS_LIST_BOX (widget) || GTK_IS_LIST_VIEW (widget)) && title != NULL && title[0] != '\0')
    {
      /* said once: not its name, then the title it is labelled by */
      gtk_accessible_update_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
      gtk_accessible_reset_relation (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_RELATION_LABELLED_BY);
    }

  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    name_inner_widgets (child, title);
}

static void
lair_preferences_window_map (GtkWidget *widget)
{
  LairPreferencesWindow *self = LAIR_PREFERENCES_WINDOW (widget);
  g_autofree char *reset_name = NULL;
  GtkWidget *reset_row = gtk_widget_get_ancestor (GTK_WIDGET (self->reset_button), ADW_TYPE_PREFERENCES_ROW);

  GTK_WIDGET_CLASS (lair_preferences_window_parent_class)->map (widget);
  lair_let_close_focus (widget);
  /* the page switcher's tabs are named by the page, the window's title */
  if (gtk_window_get_title (GTK_WINDOW (widget)) != NULL)
    adw_preferences_page_set_title (self->page, gtk_window_get_title (GTK_WINDOW (widget)));
  name_inner_widgets (widget, gtk_window_get_title (GTK_WINDOW (widget)));
  /* "Reset…", then the row's title, would be said: the title alone */
  reset_name = without_underline (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (reset_row)));
  lair_accessible_name_button (GTK_WIDGET (self->reset_button), reset_name);
}

static void
lair_preferences_window_class_init (LairPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = lair_preferences_window_dispose;
  widget_class->map = lair_preferences_window_map;

  gtk_widget_class_set_template_from_resource (widget_class,
                                               "/io/github/spiderlair/SpiderLair/lair-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LairPreferencesWindow, show_odds_switch);
  gtk_widget_class_bind_template_child (widget_class, LairPreferencesWindow, animations_switch);
  gtk_widget_class_bind_template_child (widget_class, LairPreferencesWindow, sound_switch);
  gtk_widget_class_bind_template_child (widget_class, LairPreferencesWindow, think_adjustment);
  gtk_widget_class_bind_template_child (widget_class, LairPreferencesWindow, speed_row);
  gtk_widget_class_bind_template_child (widget_class, LairPreferencesWindow, reset_button);
  gtk_widget_class_bind_template_child (widget_class, LairPreferencesWindow, page);
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked_cb);
}

static void
lair_preferences_window_init (LairPreferencesWindow *self)
{
  g_autoptr(GtkListItemFactory) pace_shown = NULL;
  g_autoptr(GtkListItemFactory) paces_listed = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  lair_accessible_icon_buttons (GTK_WIDGET (self));
  pace_shown = lair_named_list_factory_new (NULL);
  paces_listed = lair_named_list_factory_new (G_OBJECT (self->speed_row));
  /* each pace named for a screen reader, as the row shows it and in the
   * list that pops up */
  adw_combo_row_set_factory (self->speed_row, pace_shown);
  adw_combo_row_set_list_factory (self->speed_row, paces_listed);
}

/**
 * lair_preferences_window_new:
 * @application: the application, whose settings and history it changes
 * @parent: (nullable): the window it belongs to
 *
 * Returns: (transfer full): the preferences window
 */
GtkWindow *
lair_preferences_window_new (LairApplication *application,
                             GtkWindow       *parent)
{
  LairPreferencesWindow *self;
  GSettings *settings;

  g_return_val_if_fail (LAIR_IS_APPLICATION (application), NULL);

  self = g_object_new (LAIR_TYPE_PREFERENCES_WINDOW,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
  self->application = g_object_ref (application);
  settings = lair_application_get_settings (application);
  g_settings_bind (settings, "show-odds", self->show_odds_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "animations", self->animations_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "sound", self->sound_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind_with_mapping (settings, "animation-speed", self->speed_row, "selected", G_SETTINGS_BIND_DEFAULT,
                                pace_from_speed, speed_from_pace, NULL, NULL);
  g_settings_bind_with_mapping (settings, "think-delay", self->think_adjustment, "value",
                                G_SETTINGS_BIND_DEFAULT, ms_to_seconds, seconds_to_ms, NULL, NULL);
  return GTK_WINDOW (self);
}
