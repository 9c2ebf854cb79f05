/* lair-preferences-window.c — animation speed, think delay, odds, sound, history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n.h>

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

/* GTK 4.8 keeps the keys off the title bar's Close: Tab goes round to it
 * too, as to every other control of the window */
static void
let_close_focus (GtkWidget *widget)
{
  for (GtkWidget *child = gtk_widget_get_first_child (widget);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    let_close_focus (child);
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

static void
lair_preferences_window_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (lair_preferences_window_parent_class)->map (widget);
  let_close_focus (widget);
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
  gtk_widget_class_bind_template_callback (widget_class, reset_clicked_cb);
}

static void
lair_preferences_window_init (LairPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
