/* lair-application.c — the application: windows, actions, settings, history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-application.h"
#include "lair-preferences-window.h"
#include "lair-rules-window.h"
#include "lair-statistics-window.h"
#include "lair-window.h"

struct _LairApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  LairStore      *store;
  gboolean        quick;
};

G_DEFINE_FINAL_TYPE (LairApplication, lair_application, ADW_TYPE_APPLICATION)

static LairWindow *
get_window (LairApplication *self)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  return LAIR_IS_WINDOW (window) ? LAIR_WINDOW (window) : NULL;
}

static void
lair_application_activate (GApplication *app)
{
  LairApplication *self = LAIR_APPLICATION (app);
  LairWindow *window = get_window (self);

  if (window == NULL)
    window = lair_window_new (self);
  gtk_window_present (GTK_WINDOW (window));
}

static gint
lair_application_handle_local_options (GApplication *app,
                                       GVariantDict *options)
{
  LairApplication *self = LAIR_APPLICATION (app);

  if (g_variant_dict_contains (options, "version"))
    {
      g_print ("%s %s\n", "spider-lair", PACKAGE_VERSION);
      return 0;
    }
  self->quick = g_variant_dict_contains (options, "quick");
  return G_APPLICATION_CLASS (lair_application_parent_class)->handle_local_options (app, options);
}

static void
quit_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  GtkApplication *app = user_data;
  GList *windows = gtk_application_get_windows (app);

  /* closing asks the window to keep the game in progress */
  for (GList *l = windows; l != NULL;)
    {
      GtkWindow *window = l->data;

      l = l->next;
      gtk_window_close (window);
    }
}

static void
about_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  LairApplication *self = user_data;
  static const char *developers[] = { "The Spider Lair authors", NULL };
  GtkWidget *about;

  about = g_object_new (ADW_TYPE_ABOUT_WINDOW,
                        "application-name", _("Spider Lair"),
                        "application-icon", APPLICATION_ID,
                        "developer-name", _("The Spider Lair authors"),
                        "version", PACKAGE_VERSION,
                        "website", "https://github.com/spiderlair/spider-lair",
                        "issue-url", "https://github.com/spiderlair/spider-lair/issues",
                        "developers", developers,
                        "copyright", "© 2026 The Spider Lair authors",
                        "license-type", GTK_LICENSE_GPL_3_0,
                        /* Translators: your names, one per line */
                        "translator-credits", _("translator-credits"),
                        "transient-for", gtk_application_get_active_window (GTK_APPLICATION (self)),
                        "modal", TRUE,
                        NULL);
  gtk_window_present (GTK_WINDOW (about));
}

static void
preferences_action (GSimpleAction *action,
                    GVariant      *parameter,
                    gpointer       user_data)
{
  LairApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));
  GtkWindow *prefs = lair_preferences_window_new (self, parent);

  gtk_window_present (prefs);
}

static void
statistics_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  LairApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  gtk_window_present (lair_statistics_window_new (self, parent));
}

/* The rules open at the room the players are in, if a game is on */
static void
rules_action (GSimpleAction *action,
              GVariant      *parameter,
              gpointer       user_data)
{
  LairApplication *self = user_data;
  LairWindow *window = get_window (self);
  const char *page = window != NULL ? lair_window_get_help_page (window) : "index";

  gtk_window_present (lair_rules_window_new (GTK_WINDOW (window), page));
}

/* Whether GNOME Help can show the game's pages: yelp's "Document Not
 * Found" cannot be seen from here, so look for the installed pages. */
static gboolean
have_installed_help (void)
{
  const char * const *dirs = g_get_system_data_dirs ();
  const char * const *languages = g_get_language_names ();

  for (guint i = 0; dirs[i] != NULL; i++)
    for (guint j = 0; languages[j] != NULL; j++)
      {
        g_autofree char *page = g_build_filename (dirs[i], "help", languages[j], GETTEXT_PACKAGE,
                                                  "index.page", NULL);

        if (g_file_test (page, G_FILE_TEST_IS_REGULAR))
          return TRUE;
      }
  return FALSE;
}

/* GNOME Help where the pages are installed, the rules window elsewhere
 * (a build run from the source tree) */
static void
help_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  LairApplication *self = user_data;
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (have_installed_help ())
    gtk_show_uri (parent, "help:" GETTEXT_PACKAGE, GDK_CURRENT_TIME);
  else
    rules_action (action, parameter, user_data);
}

/* The window with the board: the active one, or else the first */
static LairWindow *
get_game_window (LairApplication *self)
{
  LairWindow *window = get_window (self);

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); window == NULL && l != NULL; l = l->next)
    if (LAIR_IS_WINDOW (l->data))
      window = l->data;
  return window;
}

/* A past game plays again on the board; one recorded before games were
 * kept whole, or gone from the history, is only explained. */
static void
watch_game_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  LairApplication *self = user_data;
  LairWindow *window = get_game_window (self);
  g_autoptr(GError) error = NULL;

  if (window == NULL)
    window = lair_window_new (self);
  if (!lair_window_watch_game (window, g_variant_get_int64 (parameter), &error))
    {
      gtk_window_present (GTK_WINDOW (window));
      lair_window_add_toast (window, error->message);
    }
}

/* Watching never takes the place of a game being played */
static void
sync_watch_action (LairApplication *self)
{
  GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), "watch-game");
  gboolean playing = FALSE;

  for (GList *l = gtk_application_get_windows (GTK_APPLICATION (self)); l != NULL; l = l->next)
    if (LAIR_IS_WINDOW (l->data))
      {
        LairSessionPhase phase = lair_game_session_get_phase (lair_window_get_session (l->data));

        playing |= phase == LAIR_SESSION_PLAYING || phase == LAIR_SESSION_REVEAL;
      }
  if (G_IS_SIMPLE_ACTION (action))
    g_simple_action_set_enabled (G_SIMPLE_ACTION (action), !playing);
}

static void
window_added_cb (LairApplication *self,
                 GtkWindow       *window)
{
  if (LAIR_IS_WINDOW (window))
    g_signal_connect_object (lair_window_get_session (LAIR_WINDOW (window)), "notify::phase",
                             G_CALLBACK (sync_watch_action), self, G_CONNECT_SWAPPED);
  sync_watch_action (self);
}

static const GActionEntry app_entries[] = {
  { .name = "quit", .activate = quit_action },
  { .name = "about", .activate = about_action },
  { .name = "preferences", .activate = preferences_action },
  { .name = "help", .activate = help_action },
  { .name = "statistics", .activate = statistics_action },
  { .name = "rules", .activate = rules_action },
  { .name = "watch-game", .activate = watch_game_action, .parameter_type = "x" },
};

static void
lair_application_startup (GApplication *app)
{
  LairApplication *self = LAIR_APPLICATION (app);
  static const struct {
    const char *action;
    const char *accels[3];
  } accels[] = {
    { "app.quit", { "<Control>q", NULL } },
    { "app.preferences", { "<Control>comma", NULL } },
    { "app.help", { "F1", NULL } },
    { "app.statistics", { "<Control>s", NULL } },
    { "app.rules", { "<Control>r", NULL } },
    { "win.show-help-overlay", { "<Control>question", NULL } },
  };

  G_APPLICATION_CLASS (lair_application_parent_class)->startup (app);

  g_action_map_add_action_entries (G_ACTION_MAP (self), app_entries,
                                   G_N_ELEMENTS (app_entries), self);
  for (guint i = 0; i < G_N_ELEMENTS (accels); i++)
    gtk_application_set_accels_for_action (GTK_APPLICATION (self), accels[i].action,
                                           accels[i].accels);

  gtk_window_set_default_icon_name (APPLICATION_ID);

  g_signal_connect (self, "window-added", G_CALLBACK (window_added_cb), NULL);
  g_signal_connect (self, "window-removed", G_CALLBACK (sync_watch_action), NULL);
}

static void
lair_application_dispose (GObject *object)
{
  LairApplication *self = LAIR_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->store);

  G_OBJECT_CLASS (lair_application_parent_class)->dispose (object);
}

static void
lair_application_class_init (LairApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->dispose = lair_application_dispose;
  app_class->activate = lair_application_activate;
  app_class->startup = lair_application_startup;
  app_class->handle_local_options = lair_application_handle_local_options;
}

static void
lair_application_init (LairApplication *self)
{
  static const GOptionEntry options[] = {
    { "version", 0, 0, G_OPTION_ARG_NONE, NULL,
      N_("Show the version and quit"), NULL },
    { "quick", 0, 0, G_OPTION_ARG_NONE, NULL,
      N_("Play without pauses, for demonstrations"), NULL },
    { NULL }
  };

  g_application_add_main_option_entries (G_APPLICATION (self), options);
  self->settings = g_settings_new (APPLICATION_ID);
}

/**
 * lair_application_new:
 *
 * Returns: (transfer full): the application
 */
LairApplication *
lair_application_new (void)
{
  return g_object_new (LAIR_TYPE_APPLICATION,
                       "application-id", APPLICATION_ID,
                       "flags", G_APPLICATION_DEFAULT_FLAGS,
                       "resource-base-path", "/io/github/spiderlair/SpiderLair",
                       NULL);
}

/**
 * lair_application_get_settings:
 * @self: a #LairApplication
 *
 * Returns: (transfer none): the application's settings
 */
GSettings *
lair_application_get_settings (LairApplication *self)
{
  g_return_val_if_fail (LAIR_IS_APPLICATION (self), NULL);
  return self->settings;
}

/**
 * lair_application_get_store:
 * @self: a #LairApplication
 * @error: return location for a #GError
 *
 * The game history, opened the first time it is wanted. A damaged file is
 * moved aside by the store, which then carries a notice.
 *
 * Returns: (transfer none) (nullable): the history, or %NULL if it cannot
 *   be opened at all
 */
LairStore *
lair_application_get_store (LairApplication  *self,
                            GError          **error)
{
  g_return_val_if_fail (LAIR_IS_APPLICATION (self), NULL);

  if (self->store == NULL)
    {
      g_autofree char *path = lair_store_get_default_path ();

      self->store = lair_store_new (path, error);
    }
  return self->store;
}

/**
 * lair_application_get_quick:
 * @self: a #LairApplication
 *
 * Returns: %TRUE when started with `--quick`: games play without pauses
 */
gboolean
lair_application_get_quick (LairApplication *self)
{
  g_return_val_if_fail (LAIR_IS_APPLICATION (self), FALSE);
  return self->quick;
}
