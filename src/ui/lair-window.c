/* lair-window.c — the game window: the menu, the dungeon and the results
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "lair-accessible-props.h"
#include "lair-game-keeper.h"
#include "lair-game-view.h"
#include "lair-invite-dialog.h"
#include "lair-labels.h"
#include "lair-menu-view.h"
#include "lair-statistics-window.h"
#include "lair-summary-view.h"
#include "lair-window.h"

/* The pause after everybody left, before the next dungeon, at speed 1 */
#define REVEAL_DELAY 3000

struct _LairWindow
{
  AdwApplicationWindow  parent_instance;

  LairGameSession      *session;
  LairGameKeeper       *keeper;
  LairInvitePhones     *phones;         /* seats played from phones */
  GSettings            *settings;
  gboolean              store_opened;
  gint64                watched_id;     /* the game of the history being watched */
  guint                 menu_focus_source;
  gboolean              keyboard;       /* played from the keyboard: the focus keeps its ring */

  /* template widgets */
  GtkButton            *back_button;
  GtkWidget            *menu_button;
  AdwWindowTitle       *window_title;
  AdwToastOverlay      *toast_overlay;
  LairMenuView         *menu_view;
  GtkBox               *pages;
  LairGameView         *game_view;     /* built for the first game */
  LairSummaryView      *summary_view;  /* built for the first game */
};

G_DEFINE_FINAL_TYPE (LairWindow, lair_window, ADW_TYPE_APPLICATION_WINDOW)

static LairApplication *
get_application (LairWindow *self)
{
  return LAIR_APPLICATION (gtk_window_get_application (GTK_WINDOW (self)));
}

static void
update_usage_from_store (LairWindow *self)
{
  LairStore *store = lair_application_get_store (get_application (self), NULL);
  gint usage[LAIR_N_ADVENTURES];

  if (store != NULL && lair_store_get_usage (store, usage, NULL))
    lair_game_session_set_usage (self->session, usage);
}

/* The history is opened when a game starts or resumes: nothing in the
 * main menu needs it, so starting the game does not wait for it. What it
 * has to say (a damaged file moved aside, a disk that cannot be written)
 * is said then, once. */
static void
open_store (LairWindow *self)
{
  g_autoptr(GError) error = NULL;
  LairStore *store;
  const GError *notice;

  if (self->store_opened)
    return;
  self->store_opened = TRUE;
  store = lair_application_get_store (get_application (self), &error);
  if (store == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Games will not be recorded: %s"), error->message);

      lair_window_add_toast (self, text);
      return;
    }
  notice = lair_store_get_notice (store);
  if (notice != NULL)
    lair_window_add_toast (self, notice->message);
}

static void phase_changed_cb (LairWindow *self);

static void
game_recorded_cb (LairWindow           *self,
                  const LairGameRecord *record)
{
  if (self->summary_view != NULL)
    lair_summary_view_show_game (self->summary_view, self->session, record);
}

/* The board and the results, built once a first game begins: a player
 * who only opens the menu never pays for them in time or memory. */
static void
ensure_game_views (LairWindow *self)
{
  if (self->game_view != NULL)
    return;

  self->game_view = LAIR_GAME_VIEW (lair_game_view_new (self->session, self->settings));
  gtk_widget_set_vexpand (GTK_WIDGET (self->game_view), TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->game_view), FALSE);
  self->summary_view = g_object_new (LAIR_TYPE_SUMMARY_VIEW,
                                     "vexpand", TRUE,
                                     "visible", FALSE,
                                     NULL);
  gtk_box_append (self->pages, GTK_WIDGET (self->game_view));
  gtk_box_append (self->pages, GTK_WIDGET (self->summary_view));
  /* the phones follow the board's story */
  lair_invite_phones_set_story (self->phones, lair_game_view_get_story (self->game_view));
  g_signal_connect_object (self->game_view, "notify::busy", G_CALLBACK (phase_changed_cb), self,
                           G_CONNECT_SWAPPED);
}

static void
keeper_notice_cb (LairWindow *self,
                  const char *message)
{
  lair_window_add_toast (self, message);
}

/* A watched game is in the history already: its results come from the
 * session, with the achievements the history awarded. */
static void
game_finished_cb (LairWindow           *self,
                  const LairGameRecord *record)
{
  if (lair_game_session_get_watching (self->session) && self->summary_view != NULL)
    lair_summary_view_show_game (self->summary_view, self->session, record);
}

/* One page at a time. Plain visibility rather than a GtkStack: GTK 4.8
 * does not tell the accessibility bus when a stack changes pages, so a
 * screen reader would keep reading the main menu. */
static void
show_page (LairWindow *self,
           GtkWidget  *page)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->pages));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    gtk_widget_set_visible (child, child == page);
}

static gboolean
focus_menu_cb (gpointer data)
{
  LairWindow *self = data;

  self->menu_focus_source = 0;
  if (gtk_widget_get_visible (GTK_WIDGET (self->menu_view)))
    lair_menu_view_focus_start (self->menu_view);
  return G_SOURCE_REMOVE;
}

static void
phase_changed_cb (LairWindow *self)
{
  LairSessionPhase phase = lair_game_session_get_phase (self->session);
  GtkWidget *focus;

  /* this handler runs first, before the first room is told */
  if (phase != LAIR_SESSION_MENU)
    ensure_game_views (self);

  switch (phase)
    {
    case LAIR_SESSION_MENU:
      show_page (self, GTK_WIDGET (self->menu_view));
      /* the keys on what a player goes on with, not on the toast that
       * says the game is kept, nor on nothing: once the menu knows
       * whether the game was kept and whether Play can start */
      if (self->menu_focus_source == 0)
        self->menu_focus_source = g_idle_add (focus_menu_cb, self);
      break;
    case LAIR_SESSION_PLAYING:
    case LAIR_SESSION_REVEAL:
      show_page (self, GTK_WIDGET (self->game_view));
      /* the keys go from Play to the board at once, never to the back
       * button, where a quick Return would leave the game */
      focus = gtk_root_get_focus (GTK_ROOT (self));
      if (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (self->game_view)))
        lair_game_view_focus_start (self->game_view);
      break;
    case LAIR_SESSION_FINISHED:
      /* the results wait until the board has told the last dungeon */
      show_page (self, lair_game_view_get_busy (self->game_view) ? GTK_WIDGET (self->game_view)
                                                                 : GTK_WIDGET (self->summary_view));
      /* Play Again has the keys: with its ring, for a player at the
       * keyboard, however long ago the last key was */
      if (self->keyboard && gtk_widget_get_visible (GTK_WIDGET (self->summary_view)))
        gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);
      break;
    default:
      g_assert_not_reached ();
    }

}

/* A game is played, or the menu shown, as the phase says */
static gboolean
in_menu_cb (GBinding     *binding,
            const GValue *from,
            GValue       *to,
            gpointer      user_data)
{
  g_value_set_boolean (to, (g_value_get_enum (from) == LAIR_SESSION_MENU) == GPOINTER_TO_INT (user_data));
  return TRUE;
}

/* The window's subtitle during a game, none out of one; before its first
 * dungeon, the one it had */
static char *
subtitle_cb (LairWindow       *self,
             guint             dungeon,
             gboolean          watching,
             LairSessionPhase  phase)
{
  if (phase != LAIR_SESSION_PLAYING && phase != LAIR_SESSION_REVEAL)
    return NULL;
  if (dungeon == 0)
    return g_strdup (adw_window_title_get_subtitle (self->window_title));
  if (watching)
    /* Translators: the window's subtitle while a past game is watched again */
    return g_strdup_printf (_("Watching · Dungeon %u of %u"), dungeon, LAIR_N_DUNGEONS);
  /* Translators: the window's subtitle during a game */
  return g_strdup_printf (_("Dungeon %u of %u"), dungeon, LAIR_N_DUNGEONS);
}

static void
start_game (LairWindow *self)
{
  g_autoptr(GError) error = NULL;

  open_store (self);
  update_usage_from_store (self);
  /* the session draws a seed a scenario file can hold, so that every
   * game can be exported */
  if (!lair_game_session_play (self->session, &error))
    lair_window_add_toast (self, error->message);
}

static void
discard_response_cb (AdwMessageDialog *dialog,
                     const char       *response,
                     LairWindow       *self)
{
  if (g_strcmp0 (response, "discard") != 0)
    return;
  lair_game_keeper_discard (self->keeper);
  if (g_object_get_data (G_OBJECT (dialog), "then-play") != NULL)
    start_game (self);
}

/* Throwing the kept game away is never a side effect: it is asked. */
static void
confirm_discard (LairWindow *self,
                 gboolean    then_play)
{
  GtkWidget *dialog;

  dialog = adw_message_dialog_new (GTK_WINDOW (self),
                                   then_play ? _("Start a New Game?") : _("Discard the Saved Game?"),
                                   _("The game you left unfinished will be thrown away. "
                                     "It is not recorded in the history."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Cancel"),
                                    "discard", then_play ? _("_Start New Game") : _("_Discard"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "discard",
                                              ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  lair_accessible_label_buttons (dialog);
  if (then_play)
    g_object_set_data (G_OBJECT (dialog), "then-play", GINT_TO_POINTER (TRUE));
  g_signal_connect_object (dialog, "response", G_CALLBACK (discard_response_cb), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
play_action (GSimpleAction *action,
             GVariant      *parameter,
             gpointer       user_data)
{
  LairWindow *self = user_data;

  if (lair_game_keeper_get_can_resume (self->keeper))
    confirm_discard (self, TRUE);
  else
    start_game (self);
}

static void
invite_phones_action (GtkWidget  *widget,
                      const char *action_name,
                      GVariant   *parameter)
{
  LairWindow *self = LAIR_WINDOW (widget);
  GtkWidget *dialog;

  if (self->phones == NULL)
    return;
  dialog = lair_invite_dialog_new (self->phones);
  gtk_window_set_transient_for (GTK_WINDOW (dialog), GTK_WINDOW (self));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
discard_game_action (GSimpleAction *action,
                     GVariant      *parameter,
                     gpointer       user_data)
{
  confirm_discard (user_data, FALSE);
}

static void
resume_action (GSimpleAction *action,
               GVariant      *parameter,
               gpointer       user_data)
{
  LairWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  open_store (self);
  if (!lair_game_keeper_resume (self->keeper, &error))
    {
      g_autofree char *text = g_strdup_printf (_("The saved game could not be resumed: %s"),
                                               error->message);

      lair_window_add_toast (self, text);
    }
}

/* The statistics windows of the application, where watching begins */
static GPtrArray *
statistics_windows (LairWindow *self)
{
  GPtrArray *windows = g_ptr_array_new ();
  GtkApplication *app = gtk_window_get_application (GTK_WINDOW (self));

  if (app == NULL)
    return windows;
  for (GList *l = gtk_application_get_windows (app); l != NULL; l = l->next)
    if (LAIR_IS_STATISTICS_WINDOW (l->data))
      g_ptr_array_add (windows, l->data);
  return windows;
}

/* Watching ends: the menu as it was, and the history where it was left */
static void
stop_watching (LairWindow *self)
{
  g_autoptr(GPtrArray) windows = statistics_windows (self);

  lair_game_session_stop_watching (self->session);
  for (guint i = 0; i < windows->len; i++)
    {
      lair_statistics_window_show_game (g_ptr_array_index (windows, i), self->watched_id);
      gtk_window_present (g_ptr_array_index (windows, i));
    }
  self->watched_id = 0;
}

/* Back to the menu keeps the game to resume, as closing the window does. */
static void
leave_game_action (GSimpleAction *action,
                   GVariant      *parameter,
                   gpointer       user_data)
{
  LairWindow *self = user_data;
  LairSessionPhase phase = lair_game_session_get_phase (self->session);
  g_autoptr(GError) error = NULL;

  if (lair_game_session_get_watching (self->session))
    {
      stop_watching (self);
      return;
    }
  if (phase == LAIR_SESSION_MENU)
    return;
  if (phase != LAIR_SESSION_FINISHED)
    {
      if (lair_game_keeper_save (self->keeper, &error))
        lair_window_add_toast (self, _("The game is kept: resume it from the main menu."));
      else
        {
          g_autofree char *text = g_strdup_printf (_("The game in progress could not be kept: %s"),
                                                   error->message);

          lair_window_add_toast (self, text);
        }
    }
  lair_game_session_return_to_menu (self->session);
}

/* Escape closes what is open over the board first: a popover closes
 * itself before the window hears the key. It never throws the players out
 * of a game in progress, where a stray press would cost them the table;
 * that is Alt+Left, GNOME's Back. It goes back from the results and from
 * a game being watched, where nothing is lost. */
static gboolean
escape_cb (GtkWidget *widget,
           GVariant  *args,
           gpointer   user_data)
{
  LairWindow *self = LAIR_WINDOW (widget);

  if (!lair_game_session_get_watching (self->session) &&
      lair_game_session_get_phase (self->session) != LAIR_SESSION_FINISHED)
    return FALSE;
  return gtk_widget_activate_action (widget, "win.leave-game", NULL);
}

static void
toast_action (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  lair_window_add_toast (LAIR_WINDOW (widget), g_variant_get_string (parameter, NULL));
}

/* The keyboard shortcuts, built when first asked for rather than by
 * GtkApplication with every window, which cost a twentieth of the start */
static void
show_shortcuts_action (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  g_autoptr(GtkBuilder) builder =
    gtk_builder_new_from_resource ("/io/github/spiderlair/SpiderLair/lair-shortcuts-window.ui");
  GtkWindow *shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "shortcuts_window"));

  gtk_window_set_transient_for (shortcuts, GTK_WINDOW (widget));
  gtk_window_present (shortcuts);
}

static void
apply_delays (LairWindow *self)
{
  double speed = g_settings_get_double (self->settings, "animation-speed");

  if (lair_application_get_quick (get_application (self)))
    {
      lair_game_session_set_think_delay (self->session, 0);
      lair_game_session_set_grace_delay (self->session, 0);
      lair_game_session_set_reveal_delay (self->session, 0);
      return;
    }
  lair_game_session_set_think_delay (self->session, g_settings_get_uint (self->settings, "think-delay"));
  lair_game_session_set_reveal_delay (self->session, (guint) (REVEAL_DELAY / CLAMP (speed, 0.25, 4.0)));
}

static gboolean
lair_window_close_request (GtkWindow *window)
{
  LairWindow *self = LAIR_WINDOW (window);
  gint width, height;

  gtk_window_get_default_size (window, &width, &height);
  g_settings_delay (self->settings);
  g_settings_set_int (self->settings, "window-width", width);
  g_settings_set_int (self->settings, "window-height", height);
  g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
  g_settings_apply (self->settings);

  /* the history comes back, rather than stay hidden with no window */
  if (lair_game_session_get_watching (self->session))
    stop_watching (self);
  lair_game_keeper_save (self->keeper, NULL);
  return GTK_WINDOW_CLASS (lair_window_parent_class)->close_request (window);
}

static LairStore *
get_store (gpointer   data,
           GError   **error)
{
  return lair_application_get_store (get_application (data), error);
}

/* Once the window has its application: settings, delays, views. */
static void
setup (LairWindow *self)
{
  self->settings = g_object_ref (lair_application_get_settings (get_application (self)));
  lair_game_keeper_set_store_func (self->keeper, get_store, self);
  gtk_window_set_default_size (GTK_WINDOW (self),
                               g_settings_get_int (self->settings, "window-width"),
                               g_settings_get_int (self->settings, "window-height"));
  if (g_settings_get_boolean (self->settings, "window-maximized"))
    gtk_window_maximize (GTK_WINDOW (self));

  lair_game_session_load_levels (self->session, self->settings);
  self->phones = lair_invite_phones_new (self->session, self->settings);
  apply_delays (self);
  g_signal_connect_object (self->settings, "changed::think-delay",
                           G_CALLBACK (apply_delays), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->settings, "changed::animation-speed",
                           G_CALLBACK (apply_delays), self, G_CONNECT_SWAPPED);

  /* the settings first: the seats' rows keep their names there */
  g_object_set (self->menu_view,
                "settings", self->settings,
                "session", self->session,
                NULL);
}

static void
lair_window_dispose (GObject *object)
{
  LairWindow *self = LAIR_WINDOW (object);

  g_clear_handle_id (&self->menu_focus_source, g_source_remove);
  if (self->session != NULL)
    g_signal_handlers_disconnect_by_data (self->session, self);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_WINDOW);
  g_clear_object (&self->keeper);
  g_clear_object (&self->phones);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (lair_window_parent_class)->dispose (object);
}

static void
lair_window_class_init (LairWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = lair_window_dispose;
  window_class->close_request = lair_window_close_request;

  g_type_ensure (LAIR_TYPE_GAME_VIEW);
  g_type_ensure (LAIR_TYPE_MENU_VIEW);
  g_type_ensure (LAIR_TYPE_SUMMARY_VIEW);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-window.ui");
  gtk_widget_class_bind_template_child (widget_class, LairWindow, back_button);
  gtk_widget_class_bind_template_child (widget_class, LairWindow, menu_button);
  gtk_widget_class_bind_template_child (widget_class, LairWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, LairWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, LairWindow, menu_view);
  gtk_widget_class_bind_template_child (widget_class, LairWindow, pages);

  gtk_widget_class_install_action (widget_class, "win.invite-phones", NULL, invite_phones_action);
  gtk_widget_class_install_action (widget_class, "win.toast", "s", toast_action);
  gtk_widget_class_install_action (widget_class, "win.show-help-overlay", NULL, show_shortcuts_action);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Escape, 0, escape_cb, NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.leave-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Left, GDK_ALT_MASK, "win.leave-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Back, 0, "win.leave-game", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "win.play", NULL);
}

/* A key played the game from the keyboard; a click or a touch, not */
static gboolean
input_cb (LairWindow               *self,
          GdkEvent                 *event,
          GtkEventControllerLegacy *controller)
{
  GdkEventType type = gdk_event_get_event_type (event);

  if (type == GDK_KEY_PRESS && !gdk_key_event_is_modifier (event))
    self->keyboard = TRUE;
  else if (type == GDK_BUTTON_PRESS || type == GDK_TOUCH_BEGIN)
    self->keyboard = FALSE;
  return GDK_EVENT_PROPAGATE;
}

static const GActionEntry win_entries[] = {
  { .name = "play", .activate = play_action },
  { .name = "resume", .activate = resume_action },
  { .name = "leave-game", .activate = leave_game_action },
  { .name = "discard-game", .activate = discard_game_action },
};

/* Play in the menu, Back in a game, and the unfinished game's actions
 * while there is one to resume */
static void
bind_actions (LairWindow *self)
{
  GActionMap *map = G_ACTION_MAP (self);
  LairAccessibleProps *back = lair_accessible_props_new (GTK_WIDGET (self->back_button));

  g_action_map_add_action_entries (map, win_entries, G_N_ELEMENTS (win_entries), self);
  g_object_bind_property_full (self->session, "phase", g_action_map_lookup_action (map, "play"), "enabled",
                               G_BINDING_SYNC_CREATE, in_menu_cb, NULL, GINT_TO_POINTER (TRUE), NULL);
  g_object_bind_property_full (self->session, "phase", g_action_map_lookup_action (map, "leave-game"), "enabled",
                               G_BINDING_SYNC_CREATE, in_menu_cb, NULL, GINT_TO_POINTER (FALSE), NULL);
  g_object_bind_property_full (self->session, "phase", self->back_button, "visible",
                               G_BINDING_SYNC_CREATE, in_menu_cb, NULL, GINT_TO_POINTER (FALSE), NULL);
  /* the back button says where it goes */
  lair_bind_either (self->session, "watching", self->back_button, "tooltip-text",
                    _("Back to the Main Menu (Alt+Left)"), _("Back to History (Esc)"));
  g_object_set_data_full (G_OBJECT (self->back_button), "lair-accessible", back, g_object_unref);
  lair_bind_either (self->session, "watching", back, "label", _("Back to the Main Menu"), _("Back to History"));
  g_object_bind_property (self->keeper, "can-resume", g_action_map_lookup_action (map, "resume"), "enabled",
                          G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->keeper, "can-resume", g_action_map_lookup_action (map, "discard-game"), "enabled",
                          G_BINDING_SYNC_CREATE);
}

static void
lair_window_init (LairWindow *self)
{
  GtkEventController *input = gtk_event_controller_legacy_new ();

  gtk_widget_init_template (GTK_WIDGET (self));
  gtk_event_controller_set_propagation_phase (input, GTK_PHASE_CAPTURE);
  g_signal_connect_object (input, "event", G_CALLBACK (input_cb), self, G_CONNECT_SWAPPED);
  gtk_widget_add_controller (GTK_WIDGET (self), input);
  /* the Main Menu button's tooltip is its name: said once, and by the
   * button inside that takes the keys too */
  lair_accessible_name_button (self->menu_button, _("Main Menu"));
  for (GtkWidget *child = self->menu_button; child != NULL; child = gtk_widget_get_first_child (child))
    gtk_accessible_reset_property (GTK_ACCESSIBLE (child), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);

  self->session = lair_game_session_new ();
  g_signal_connect_object (self->session, "notify::phase",
                           G_CALLBACK (phase_changed_cb), self, G_CONNECT_SWAPPED);
  {
    GtkExpression *params[] = {
      gtk_property_expression_new (LAIR_TYPE_GAME_SESSION, gtk_object_expression_new (G_OBJECT (self->session)),
                                   "dungeon"),
      gtk_property_expression_new (LAIR_TYPE_GAME_SESSION, gtk_object_expression_new (G_OBJECT (self->session)),
                                   "watching"),
      gtk_property_expression_new (LAIR_TYPE_GAME_SESSION, gtk_object_expression_new (G_OBJECT (self->session)),
                                   "phase"),
    };

    gtk_expression_bind (gtk_cclosure_expression_new (G_TYPE_STRING, NULL, G_N_ELEMENTS (params), params,
                                                      G_CALLBACK (subtitle_cb), NULL, NULL),
                         self->window_title, "subtitle", self);
  }
  g_signal_connect_object (self->session, "game-finished",
                           G_CALLBACK (game_finished_cb), self, G_CONNECT_SWAPPED);
  self->keeper = lair_game_keeper_new (self->session, NULL);
  g_signal_connect_object (self->keeper, "game-recorded",
                           G_CALLBACK (game_recorded_cb), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (self->keeper, "notice",
                           G_CALLBACK (keeper_notice_cb), self, G_CONNECT_SWAPPED);
  g_object_bind_property (self->keeper, "can-resume", self->menu_view, "can-resume", G_BINDING_SYNC_CREATE);
  bind_actions (self);

#ifdef DEVELOPMENT_BUILD
  gtk_widget_add_css_class (GTK_WIDGET (self), "devel");
#endif
}

/**
 * lair_window_new:
 * @application: the application
 *
 * Returns: (transfer full): a new game window
 */
LairWindow *
lair_window_new (LairApplication *application)
{
  LairWindow *self;

  g_return_val_if_fail (LAIR_IS_APPLICATION (application), NULL);

  self = g_object_new (LAIR_TYPE_WINDOW, "application", application, NULL);
  setup (self);
  return self;
}

/**
 * lair_window_get_session:
 * @self: a #LairWindow
 *
 * Returns: (transfer none): the game the window shows
 */
LairGameSession *
lair_window_get_session (LairWindow *self)
{
  g_return_val_if_fail (LAIR_IS_WINDOW (self), NULL);
  return self->session;
}

/**
 * lair_window_get_keeper:
 * @self: a #LairWindow
 *
 * Returns: (transfer none): what keeps and records the window's game
 */
LairGameKeeper *
lair_window_get_keeper (LairWindow *self)
{
  g_return_val_if_fail (LAIR_IS_WINDOW (self), NULL);
  return self->keeper;
}

/**
 * lair_window_get_game_view:
 * @self: a #LairWindow
 *
 * The board is built when the first game begins; this builds it now if
 * it was not yet.
 *
 * Returns: (transfer none): the board the window's games are played on
 */
LairGameView *
lair_window_get_game_view (LairWindow *self)
{
  g_return_val_if_fail (LAIR_IS_WINDOW (self), NULL);

  ensure_game_views (self);
  return self->game_view;
}

/**
 * lair_window_get_help_page:
 * @self: a #LairWindow
 *
 * Returns: (transfer none): the help page about what the window shows:
 *   the room the players are in, or the rules of play
 */
const char *
lair_window_get_help_page (LairWindow *self)
{
  g_return_val_if_fail (LAIR_IS_WINDOW (self), "index");

  if (self->game_view != NULL && gtk_widget_get_visible (GTK_WIDGET (self->game_view)))
    return lair_game_view_get_help_page (self->game_view);
  return "index";
}

/**
 * lair_window_add_toast:
 * @self: a #LairWindow
 * @message: what to tell the players
 *
 * Shows a short message over the window.
 */
void
lair_window_add_toast (LairWindow *self,
                       const char *message)
{
  AdwToast *toast;

  g_return_if_fail (LAIR_IS_WINDOW (self));

  toast = adw_toast_new (message);
  adw_toast_set_timeout (toast, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, toast);
}

/**
 * lair_window_watch_game:
 * @self: a #LairWindow
 * @id: a game of the history
 * @error: why it cannot be watched, in words for the player
 *
 * Plays a game of the history again on the board, every seat choosing
 * as it did, without recording anything. The statistics windows step
 * aside until the watching ends, and come back then. Not while a game is
 * being played.
 *
 * Returns: %TRUE if the game is being watched
 */
gboolean
lair_window_watch_game (LairWindow  *self,
                        gint64       id,
                        GError     **error)
{
  g_autoptr(GPtrArray) windows = NULL;
  LairStore *store;

  g_return_val_if_fail (LAIR_IS_WINDOW (self), FALSE);

  store = lair_application_get_store (get_application (self), error);
  if (store == NULL || !lair_game_keeper_watch (self->keeper, store, id, error))
    return FALSE;
  self->watched_id = id;

  /* the board in view */
  windows = statistics_windows (self);
  for (guint i = 0; i < windows->len; i++)
    {
      /* Watch pressed from the keyboard */
      self->keyboard |= gtk_window_get_focus_visible (g_ptr_array_index (windows, i));
      gtk_widget_set_visible (g_ptr_array_index (windows, i), FALSE);
    }
  gtk_window_present (GTK_WINDOW (self));
  /* the keys on the way back, with their ring for a player at the
   * keyboard: nothing on the board is for them to choose */
  gtk_widget_grab_focus (GTK_WIDGET (self->back_button));
  if (self->keyboard)
    gtk_window_set_focus_visible (GTK_WINDOW (self), TRUE);
  return TRUE;
}
