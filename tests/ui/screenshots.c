/* screenshots.c — pictures of the window at set moments of a game, for
 * looking at and for the software centre: menu, dungeon and results at
 * 360, 1280 and 1920 pixels, light and dark; the end of a dungeon (a
 * Ferryman dungeon, nine seats in a Little People one) also at 1000
 *
 * usage: screenshots DIR [WIDTH | summaries | nine | menu | path]
 *
 * With a WIDTH (360, 1000, 1280 or 1920) only the pictures of that width;
 * with "summaries", only the ends of dungeons; with "nine", only the
 * table of nine at every width, light and dark; with "menu", only the
 * main menu with nine seats taken under long names, likewise; with
 * "path", a long dungeon of nine with three Sphinxes, early, halfway and
 * deep in it, at every width, light and dark. The 1920 pixel windows want
 * a screen as large: XVFB_WRAP_SCREEN=1920x1080 for tests/ui/xvfb-wrap.
 *
 * The words are in the language of the locale, as the game's are: run it
 * under LANGUAGE=de LC_ALL=de_DE.UTF-8 for the German pictures.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <locale.h>
#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "lair-game-view.h"
#include "lair-hint-button.h"
#include "lair-path.h"
#include "lair-preferences-window.h"
#include "lair-seat-panel.h"
#include "lair-window.h"
#include "summary-test-util.h"
#include "ui-test-utils.h"

static void
save (GtkWidget  *window,
      const char *dir,
      const char *name)
{
  GtkWidget *widget = window;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  g_autoptr(GdkPaintable) paintable = gtk_widget_paintable_new (widget);
  g_autoptr(GtkSnapshot) snapshot = gtk_snapshot_new ();
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *path = g_strdup_printf ("%s/%s.png", dir, name);
  GskRenderer *renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));

  gdk_paintable_snapshot (paintable, snapshot, width, height);
  node = gtk_snapshot_free_to_node (g_steal_pointer (&snapshot));
  if (node == NULL)
    {
      g_printerr ("%s: nothing drawn\n", path);
      return;
    }
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));
  gdk_texture_save_to_png (texture, path);
  g_print ("%s (%d×%d)\n", path, width, height);
}

/* The whole screen, popovers and all, cut to the window (which stands at
 * the screen's corner on a bare X server) */
static void
save_screen (GtkWidget  *window,
             const char *dir,
             const char *name)
{
  g_autofree char *path = g_strdup_printf ("%s/%s-screen.png", dir, name);
  g_autofree char *crop = g_strdup_printf ("%dx%d+0+0", gtk_widget_get_width (window), gtk_widget_get_height (window));
  const char *argv[] = { "import", "-window", "root", "-crop", crop, path, NULL };
  g_autoptr(GError) error = NULL;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, &error))
    g_printerr ("%s: %s\n", path, error->message);
  else
    g_print ("%s\n", path);
}

static gboolean
is_first_seat (GtkWidget *widget,
               gpointer   data)
{
  return lair_seat_get_index (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (widget))) == 0;
}

static gboolean
popover_shown (GtkWidget *panel)
{
  GtkWidget *popover = ui_test_find (panel, GTK_TYPE_POPOVER, NULL, NULL);

  return popover != NULL && gtk_widget_get_mapped (popover);
}

/* A seat's options are a popover of their own: shot apart */
static void
save_options (GtkWidget  *window,
              const char *dir,
              const char *name)
{
  GtkWidget *panel = ui_test_find (window, LAIR_TYPE_SEAT_PANEL, is_first_seat, NULL);
  GtkWidget *popover, *hint;

  if (panel == NULL)
    return;
  lair_seat_panel_open_options (LAIR_SEAT_PANEL (panel));
  ui_test_wait_until (popover_shown (panel));
  popover = ui_test_find (panel, GTK_TYPE_POPOVER, NULL, NULL);
  ui_test_wait_for_frame (popover);
  save (popover, dir, name);
  save_screen (window, dir, name);
  hint = ui_test_find (popover, LAIR_TYPE_HINT_BUTTON, NULL, NULL);
  if (hint != NULL)
    {
      g_autofree char *hint_name = g_strdup_printf ("%s-hint", name);

      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (ui_test_find (hint, GTK_TYPE_TOGGLE_BUTTON, NULL, NULL)), TRUE);
      ui_test_wait_until (lair_hint_button_get_text (LAIR_HINT_BUTTON (hint)) != NULL);
      ui_test_keep_running (400);
      ui_test_wait_for_frame (popover);
      save_screen (window, dir, hint_name);
    }
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_wait_until (!gtk_widget_get_mapped (popover));
}

/* The room is over, or the game */
static gboolean
moved_on (LairGameSession *session,
          guint            dungeon,
          guint            room)
{
  return lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING ||
         lair_game_session_get_dungeon (session) != dungeon ||
         lair_game_session_get_room (session) != room;
}

/* Every computer still in the dungeon has chosen, or the game is over */
static gboolean
computers_chose (LairGameSession *session)
{
  if (lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING)
    return TRUE;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);

      if (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER && lair_seat_get_inside (seat) &&
          lair_seat_get_selection (seat) != LAIR_SELECTION_SELECTED)
        return FALSE;
    }
  return TRUE;
}

static void
shoot (LairApplication *app,
       const char      *dir,
       int              width,
       int              height,
       const char      *suffix)
{
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  g_autofree char *name = NULL;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_present (GTK_WINDOW (window));
  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);

  lair_game_session_join_seat (session, 0, NULL);
  lair_game_session_finish_joining (session, 0, "Ann", NULL);
  lair_game_session_join_seat (session, 2, NULL);
  lair_game_session_finish_joining (session, 2, "Bastian", NULL);
  lair_game_session_make_computer (session, 1, NULL);
  lair_seat_set_level (lair_game_session_get_seat (session, 1), LAIR_AI_HARD);
  lair_game_session_make_computer (session, 3, NULL);
  lair_game_session_join_seat (session, 4, NULL);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  name = g_strdup_printf ("menu-%s", suffix);
  save (GTK_WIDGET (window), dir, name);
  lair_game_session_leave_seat (session, 4, NULL);

  lair_game_session_set_seed (session, 7);
  lair_game_session_play (session, NULL);
  /* a few rooms in: Ann and Bastian stay */
  for (guint i = 0; i < 6 && lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING; i++)
    {
      guint dungeon = lair_game_session_get_dungeon (session);
      guint room = lair_game_session_get_room (session);

      lair_game_session_choose (session, 0, LAIR_CHOICE_STAY, NULL);
      lair_game_session_choose (session, 2, LAIR_CHOICE_STAY, NULL);
      ui_test_wait_until (moved_on (session, dungeon, room));
    }
  /* long enough to catch the table in its grace, short enough that the
   * game goes on after it */
  lair_game_session_set_grace_delay (session, 3000);
  lair_game_session_choose (session, 2, LAIR_CHOICE_STAY, NULL);
  ui_test_wait_until (computers_chose (session));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_free (name);
  name = g_strdup_printf ("game-%s", suffix);
  save (GTK_WIDGET (window), dir, name);
  g_free (name);
  name = g_strdup_printf ("options-%s", suffix);
  save_options (GTK_WIDGET (window), dir, name);
  /* everybody has chosen: the moment to change one's mind runs, and
   * Bastian has pressed his hand for what the next room is worth */
  g_signal_emit_by_name (ui_test_seat_hand (GTK_WIDGET (window), 2), "clicked");
  lair_game_session_choose (session, 0, LAIR_CHOICE_STAY, NULL);
  ui_test_wait_until (lair_game_session_get_in_grace (session));
  /* the hand's line faded in */
  ui_test_keep_running (300);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_free (name);
  name = g_strdup_printf ("grace-%s", suffix);
  save (GTK_WIDGET (window), dir, name);

  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_hand_to_computer (session, 0, NULL);
  lair_game_session_hand_to_computer (session, 2, NULL);
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_FINISHED);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  g_free (name);
  name = g_strdup_printf ("summary-%s", suffix);
  save (GTK_WIDGET (window), dir, name);

  ui_test_destroy (GTK_WINDOW (window));
}


/* The main menu with every seat taken, under long names and short ones:
 * the names stay inside the drawn table and the seats' cards */
static void
shoot_menu (LairApplication *app,
            const char      *dir,
            int              width,
            int              height,
            const char      *suffix)
{
  static const char * const names[] = {
    "Ann", "Maximilian-Alexander von Hohenzollern", NULL, "Bo", "Christina Papadopoulou",
    NULL, "Zed", NULL, "Wolfgang Amadeus Mozart der Dritte",
  };
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  g_autofree char *name = g_strdup_printf ("menu-nine-%s", suffix);

  G_STATIC_ASSERT (G_N_ELEMENTS (names) == LAIR_N_SEATS);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_present (GTK_WINDOW (window));
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (names[i] != NULL)
      {
        lair_game_session_join_seat (session, i, NULL);
        lair_game_session_finish_joining (session, i, names[i], NULL);
      }
    else
      {
        lair_game_session_make_computer (session, i, NULL);
        lair_seat_set_level (lair_game_session_get_seat (session, i), LAIR_AI_EXPERT);
      }
  ui_test_keep_running (300);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  save (GTK_WIDGET (window), dir, name);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    lair_game_session_leave_seat (session, i, NULL);
  ui_test_destroy (GTK_WINDOW (window));
}

/* The preferences, with the story's paces listed, light and dark */
static void
shoot_preferences (LairApplication *app,
                   const char      *dir)
{
  GtkWindow *window = lair_preferences_window_new (app, NULL);
  GtkWidget *row, *popover;

  ui_test_present (window);
  ui_test_keep_running (300);
  save (GTK_WIDGET (window), dir, "preferences");
  row = ui_test_find (GTK_WIDGET (window), ADW_TYPE_COMBO_ROW, NULL, NULL);
  g_signal_emit_by_name (row, "activate");
  ui_test_wait_until ((popover = ui_test_find (row, GTK_TYPE_POPOVER, NULL, NULL)) != NULL &&
                      gtk_widget_get_mapped (popover));
  for (guint dark = 0; dark < 2; dark++)
    {
      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
      ui_test_keep_running (300);
      save_screen (GTK_WIDGET (window), dir, dark ? "preferences-paces-dark" : "preferences-paces");
    }
  gtk_popover_popdown (GTK_POPOVER (popover));
  ui_test_wait_until (!gtk_widget_get_mapped (popover));
  ui_test_destroy (window);
}

/* A table of nine: Ann has chosen, the computers too, and Zed at the far
 * end of the table is still to choose */
static void
shoot_nine (LairApplication *app,
            const char      *dir,
            int              width,
            int              height,
            const char      *suffix)
{
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  LairGameView *view = lair_window_get_game_view (window);
  g_autofree char *name = g_strdup_printf ("nine-%s", suffix);

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_present (GTK_WINDOW (window));
  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);

  lair_game_session_join_seat (session, 0, NULL);
  lair_game_session_finish_joining (session, 0, "Ann", NULL);
  for (guint i = 1; i < LAIR_N_SEATS - 1; i++)
    lair_game_session_make_computer (session, i, NULL);
  lair_game_session_join_seat (session, LAIR_N_SEATS - 1, NULL);
  lair_game_session_finish_joining (session, LAIR_N_SEATS - 1, "Zed", NULL);
  lair_game_session_set_seed (session, 7);
  lair_game_session_play (session, NULL);
  lair_game_session_choose (session, 0, LAIR_CHOICE_STAY, NULL);
  ui_test_wait_until (computers_chose (session) && !lair_game_view_get_busy (view));
  /* the seats laid out at the width they have */
  ui_test_keep_running (300);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  save (GTK_WIDGET (window), dir, name);

  /* Zed chooses too: everybody's choice is turned over at once */
  {
    g_autofree char *reveal = g_strdup_printf ("nine-reveal-%s", suffix);
    LairPath *path = lair_game_view_get_path (view);
    const LairScene *scene = lair_path_get_scene (path);

    lair_game_session_set_grace_delay (session, 1);
    lair_game_session_set_reveal_delay (session, 1);
    lair_game_session_choose (session, LAIR_N_SEATS - 1, LAIR_CHOICE_LEAVE, NULL);
    ui_test_wait_until ((scene = lair_path_get_scene (path))->kind == LAIR_SCENE_REVEAL && scene->progress >= 0.6);
    save (GTK_WIDGET (window), dir, reveal);
  }

  /* the rest of the dungeon at once, to its summary of nine rows */
  {
    g_autofree char *summary = g_strdup_printf ("nine-summary-%s", suffix);
    GtkWidget *next = NULL;

    lair_game_session_set_grace_delay (session, 0);
    lair_game_session_set_reveal_delay (session, 0);
    for (guint steps = 0; steps < 5000; steps++)
      {
        next = ui_test_find_button (GTK_WIDGET (window), _("Next Dungeon"));
        if (next != NULL && ui_test_is_showing (next))
          break;
        lair_game_session_choose (session, 0, LAIR_CHOICE_STAY, NULL);
        ui_test_keep_running (5);
      }
    g_assert_true (next != NULL && ui_test_is_showing (next));
    ui_test_keep_running (100);
    ui_test_wait_for_frame (GTK_WIDGET (window));
    save (GTK_WIDGET (window), dir, summary);
  }

  /* the next windows start at the menu, with no game to resume */
  lair_game_keeper_discard (lair_window_get_keeper (window));
  ui_test_destroy (GTK_WINDOW (window));
}


/* The moments of the story — a leaver walking out, the Sun or the Moon
 * paying, the Monte shuffle, the bats, the Sphinx's fork, the spider and
 * a dungeon's summary — caught as the board tells them. The game runs
 * without delays, and with them (so the story plays at its own pace) from
 * the moment the session tells of one to catch. */
static void
save_moment (LairWindow *window,
             const char *dir,
             const char *what,
             const char *suffix)
{
  g_autofree char *name = g_strdup_printf ("%s-%s", what, suffix);

  save (GTK_WIDGET (window), dir, name);
}

typedef struct {
  const char *name;
  LairSceneKind kind;
  double at;                /* how far into the scene */
  gboolean due;             /* the session has just told of it */
  gboolean shot;
} Moment;

/* in the order a step tells them */
enum {
  MOMENT_REVEAL,
  MOMENT_LEAVE,
  MOMENT_SUN_MOON,
  MOMENT_SPIDER,
  MOMENT_SPIDER_TAKEN,
  MOMENT_MONTE,
  MOMENT_MONTE_TURN,
  MOMENT_BATS,
  N_MOMENTS
};

typedef struct {
  LairGameSession *session;
  LairGameView *view;
  LairPath *path;
  Moment moments[N_MOMENTS];
  gboolean fork;
  guint fork_dungeon;       /* where the Sphinx was */
  guint fork_room;
} Moments;

static void
slow_down (LairGameSession *session,
           gboolean         slow)
{
  lair_game_session_set_grace_delay (session, slow ? 1 : 0);
  lair_game_session_set_reveal_delay (session, slow ? 1 : 0);
}

static void
want (Moments *m,
      guint    moment)
{
  if (m->moments[moment].shot)
    return;
  m->moments[moment].due = TRUE;
  slow_down (m->session, TRUE);
}

static void
moment_room_cb (LairGameSession *session,
                LairRoomItem    *room,
                Moments         *m)
{
  if (lair_room_item_get_kind (room) == LAIR_ROOM_ADVENTURE &&
      lair_room_item_get_adventure (room) == LAIR_ADVENTURE_MONTE)
    want (m, MOMENT_MONTE);
}

static void
moment_spider_cb (LairGameSession *session,
                  LairSeat        *seat,
                  gint             gems,
                  Moments         *m)
{
  /* the spider as it comes out, and the hands it emptied, where it
   * found gems to take */
  if (gems > 0)
    {
      want (m, MOMENT_SPIDER);
      want (m, MOMENT_SPIDER_TAKEN);
    }
}

static void
moment_left_cb (LairGameSession *session,
                LairSeat        *seat,
                gint             gems,
                gint             bars,
                gint             value,
                gint             coins,
                guint            flags,
                Moments         *m)
{
  /* a take worth showing */
  if (gems > 0 || bars > 0)
    want (m, MOMENT_LEAVE);
}

static void
moment_event_cb (LairGameSession *session,
                 const LairEvent *event,
                 Moments         *m)
{
  if (event->type == LAIR_EVENT_SUN_MOON)
    want (m, MOMENT_SUN_MOON);
  /* everybody's choice turned over, once some stay and some leave */
  else if (event->type == LAIR_EVENT_LEAVERS && event->leavers.count > 0 && !event->leavers.exhausted)
    want (m, MOMENT_REVEAL);
  else if (event->type == LAIR_EVENT_MONTE)
    want (m, MOMENT_MONTE_TURN);
}

static void
moment_bats_cb (LairGameSession *session,
                guint            room,
                Moments         *m)
{
  want (m, MOMENT_BATS);
}

static void
moment_coins_cb (LairGameSession *session,
                 gint             side,
                 gint             coins,
                 gint             left,
                 Moments         *m)
{
  m->fork = TRUE;
}

/* Runs the story until the path plays @moment's scene far enough; %FALSE
 * when the story is told without it. */
static gboolean
wait_scene (Moments      *m,
            const Moment *moment)
{
  gint64 deadline = g_get_monotonic_time () + 20 * G_TIME_SPAN_SECOND;

  for (;;)
    {
      const LairScene *scene = lair_path_get_scene (m->path);

      if (scene->kind == moment->kind && scene->progress >= moment->at)
        return TRUE;
      if (g_get_monotonic_time () > deadline || !lair_game_view_get_busy (m->view))
        return FALSE;
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
}

static void
shoot_moments (LairApplication *app,
               const char      *dir,
               int              width,
               int              height,
               const char      *suffix)
{
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  Moments m = {
    .session = session,
    .moments = {
      [MOMENT_REVEAL] = { "reveal", LAIR_SCENE_REVEAL, 0.6 },
      [MOMENT_LEAVE] = { "leave", LAIR_SCENE_LEAVE, 0.45 },
      [MOMENT_SUN_MOON] = { "sun-moon", LAIR_SCENE_SUN_MOON, 0.6 },
      [MOMENT_SPIDER] = { "spider", LAIR_SCENE_SPIDER, 0.45 },
      [MOMENT_SPIDER_TAKEN] = { "spider-taken", LAIR_SCENE_SPIDER, 0.97 },
      [MOMENT_MONTE] = { "monte", LAIR_SCENE_MONTE_SHUFFLE, 0.45 },
      [MOMENT_MONTE_TURN] = { "monte-turn", LAIR_SCENE_MONTE_TURN, 0.8 },
      [MOMENT_BATS] = { "bats", LAIR_SCENE_BATS, 0.4 },
    },
  };
  gboolean shot_fork = FALSE, shot_passed = FALSE, shot_summary = FALSE;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  lair_game_session_set_think_delay (session, 0);
  slow_down (session, FALSE);
  m.view = lair_window_get_game_view (window);
  m.path = lair_game_view_get_path (m.view);
  g_signal_connect (session, "room-revealed", G_CALLBACK (moment_room_cb), &m);
  g_signal_connect (session, "spider-struck", G_CALLBACK (moment_spider_cb), &m);
  g_signal_connect (session, "coins-found", G_CALLBACK (moment_coins_cb), &m);
  g_signal_connect (session, "seat-left", G_CALLBACK (moment_left_cb), &m);
  g_signal_connect (session, "event", G_CALLBACK (moment_event_cb), &m);
  g_signal_connect (session, "bats-disturbed", G_CALLBACK (moment_bats_cb), &m);

  lair_game_session_join_seat (session, 0, NULL);
  lair_game_session_finish_joining (session, 0, "Ann", NULL);
  lair_game_session_join_seat (session, 2, NULL);
  lair_game_session_finish_joining (session, 2, "Bastian", NULL);
  lair_game_session_make_computer (session, 1, NULL);
  lair_game_session_make_computer (session, 3, NULL);

  for (guint64 seed = 1; seed < 40; seed++)
    {
      gboolean all = shot_fork && shot_passed && shot_summary;

      for (guint i = 0; i < N_MOMENTS; i++)
        all = all && m.moments[i].shot;
      if (all)
        break;

      lair_game_session_return_to_menu (session);
      lair_game_session_set_seed (session, seed);
      lair_game_session_play (session, NULL);

      for (guint steps = 0; steps < 2000 && lair_game_session_get_phase (session) != LAIR_SESSION_FINISHED; steps++)
        {
          GtkWidget *next;

          /* the people never leave, so they meet every adventure and the spider */
          for (guint i = 0; i <= 2; i += 2)
            {
              LairSeat *seat = lair_game_session_get_seat (session, i);
              LairOptions options = lair_seat_get_options (seat) & ~LAIR_OPTION (LAIR_CHOICE_LEAVE);

              if (options == 0)
                options = lair_seat_get_options (seat);
              if (lair_seat_get_inside (seat) && options != 0 && lair_seat_get_choice (seat) == LAIR_CHOICE_NONE)
                lair_game_session_choose (session, i, (LairChoice) __builtin_ctz (options), NULL);
            }
          ui_test_keep_running (20);

          for (guint i = 0; i < N_MOMENTS; i++)
            {
              Moment *moment = &m.moments[i];

              if (!moment->due)
                continue;
              if (!moment->shot && wait_scene (&m, moment))
                {
                  save_moment (window, dir, moment->name, suffix);
                  moment->shot = TRUE;
                }
              moment->due = FALSE;
            }
          slow_down (session, FALSE);

          if (m.fork && !lair_game_view_get_busy (m.view))
            {
              if (!shot_fork)
                {
                  ui_test_keep_running (100);
                  save_moment (window, dir, "sphinx", suffix);
                  shot_fork = TRUE;
                }
              m.fork = FALSE;
              m.fork_dungeon = lair_game_session_get_dungeon (session);
              m.fork_room = lair_game_session_get_room (session);
            }
          /* some rooms on, the fork still in view */
          if (!shot_passed && m.fork_dungeon == lair_game_session_get_dungeon (session) &&
              lair_game_session_get_room (session) >= m.fork_room + 4 &&
              lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING &&
              !lair_game_view_get_busy (m.view))
            {
              ui_test_keep_running (100);
              save_moment (window, dir, "sphinx-passed", suffix);
              shot_passed = TRUE;
            }

          next = ui_test_find_button (GTK_WIDGET (window), _("Next Dungeon"));
          if (next == NULL || !ui_test_is_showing (next))
            next = ui_test_find_button (GTK_WIDGET (window), _("See Results"));
          if (next != NULL && ui_test_is_showing (next))
            {
              if (!shot_summary)
                {
                  ui_test_keep_running (200);
                  save_moment (window, dir, "dungeon-summary", suffix);
                  shot_summary = TRUE;
                }
              g_signal_emit_by_name (next, "clicked");
            }
        }
    }

  for (guint i = 0; i < N_MOMENTS; i++)
    if (!m.moments[i].shot)
      g_printerr ("no %s moment in %s\n", m.moments[i].name, suffix);
  g_signal_handlers_disconnect_by_data (session, &m);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The last game of the history watched again: paused a few rooms in,
 * then its results. */
static void
shoot_watch (LairApplication *app,
             const char      *dir,
             int              width,
             int              height,
             const char      *suffix)
{
  LairStore *store = lair_application_get_store (app, NULL);
  g_autoptr(GPtrArray) history = store != NULL ? lair_store_get_history (store, 0, 1, NULL) : NULL;
  LairWindow *window;
  LairGameSession *session;
  LairGameView *view;
  g_autofree char *name = NULL;

  if (history == NULL || history->len == 0)
    {
      g_printerr ("no game in the history to watch\n");
      return;
    }
  window = lair_window_new (app);
  session = lair_window_get_session (window);
  view = lair_window_get_game_view (window);
  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  lair_game_session_set_think_delay (session, 0);
  slow_down (session, FALSE);

  g_action_group_activate_action (G_ACTION_GROUP (app), "watch-game",
                                  g_variant_new_int64 (((LairStoreGame *) g_ptr_array_index (history, 0))->id));
  if (!lair_game_session_get_watching (session))
    {
      g_printerr ("the game could not be watched\n");
      gtk_window_destroy (GTK_WINDOW (window));
      return;
    }
  gtk_widget_activate_action (GTK_WIDGET (view), "watch.pause", NULL);
  for (guint i = 0; i < 3; i++)
    gtk_widget_activate_action (GTK_WIDGET (view), "watch.step", NULL);
  ui_test_wait_until (!lair_game_view_get_busy (view));
  ui_test_keep_running (300);
  name = g_strdup_printf ("watch-%s", suffix);
  save (GTK_WIDGET (window), dir, name);

  gtk_widget_activate_action (GTK_WIDGET (view), "watch.pause", NULL);
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_FINISHED &&
                      !lair_game_view_get_busy (view));
  ui_test_keep_running (300);
  g_free (name);
  name = g_strdup_printf ("watch-results-%s", suffix);
  save (GTK_WIDGET (window), dir, name);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* The people inside choose the first way on that is not Leave */
static void
people_go_on (LairGameSession *session)
{
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (session, i);
      LairOptions options = lair_seat_get_options (seat) & ~LAIR_OPTION (LAIR_CHOICE_LEAVE);

      if (lair_seat_get_kind (seat) == LAIR_SEAT_HUMAN && lair_seat_get_inside (seat) && options != 0 &&
          lair_seat_get_choice (seat) == LAIR_CHOICE_NONE)
        lair_game_session_choose (session, i, (LairChoice) __builtin_ctz (options), NULL);
    }
}

/* A dungeon of 30 rooms for nine, a Sphinx in rooms 3, 9 and 15, seen
 * early, halfway and deep in it: the path as it grows */
static void
shoot_path (LairApplication *app,
            const char      *dir,
            int              width,
            int              height,
            const char      *suffix)
{
  static const guint at[] = { 4, 12, 26 };
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  LairGameView *view = lair_window_get_game_view (window);
  LairDungeonScript script = { 0 };
  LairGameConfig config;

  for (guint i = 0; i < 28; i++)
    {
      script.rooms[i].kind = i % 7 == 3 ? LAIR_ROOM_GOLD : LAIR_ROOM_GEMS;
      script.rooms[i].arg = i % 7 == 3 ? 0 : 1 + i % 5;
    }
  for (guint k = 0; k < 3; k++)
    {
      script.rooms[2 + 6 * k].kind = LAIR_ROOM_ADVENTURE;
      script.rooms[2 + 6 * k].adventure = LAIR_ADVENTURE_SPHINX;
      script.rooms[2 + 6 * k].arg = 1 + k;
    }
  script.rooms[28].kind = script.rooms[29].kind = LAIR_ROOM_WARNING;
  script.rooms[28].arg = script.rooms[29].arg = 1;
  script.n_rooms = 30;

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  ui_test_present (GTK_WINDOW (window));
  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);

  lair_game_session_join_seat (session, 0, NULL);
  lair_game_session_finish_joining (session, 0, "Ann", NULL);
  for (guint i = 1; i < LAIR_N_SEATS - 1; i++)
    lair_game_session_make_computer (session, i, NULL);
  lair_game_session_join_seat (session, LAIR_N_SEATS - 1, NULL);
  lair_game_session_finish_joining (session, LAIR_N_SEATS - 1, "Zed", NULL);
  lair_game_config_init (&config, LAIR_N_SEATS, 4243);
  config.has_adventures = TRUE;
  config.adventures[0] = LAIR_ADVENTURE_SPHINX;
  config.scripts[0] = &script;
  if (!lair_game_session_play_with_config (session, &config, NULL))
    {
      g_printerr ("the long dungeon could not be played\n");
      ui_test_destroy (GTK_WINDOW (window));
      return;
    }

  for (guint k = 0; k < G_N_ELEMENTS (at); k++)
    {
      g_autofree char *name = g_strdup_printf ("path-%u-%s", at[k], suffix);

      ui_test_wait_until ((people_go_on (session), lair_game_session_get_room (session) >= at[k] &&
                           !lair_game_view_get_busy (view)) ||
                          lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING);
      ui_test_keep_running (300);
      ui_test_wait_for_frame (GTK_WIDGET (window));
      save (GTK_WIDGET (window), dir, name);
    }
  /* a board too small for every room opens its pile */
  {
    GtkWidget *pile = lair_path_get_pile_button (lair_game_view_get_path (view));
    GtkPopover *popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (pile));
    g_autofree char *name = g_strdup_printf ("path-pile-%s", suffix);

    if (gtk_widget_get_child_visible (pile))
      {
        gtk_menu_button_popup (GTK_MENU_BUTTON (pile));
        ui_test_wait_until (gtk_widget_get_mapped (GTK_WIDGET (popover)));
        ui_test_keep_running (300);
        save_screen (GTK_WIDGET (window), dir, name);
        gtk_menu_button_popdown (GTK_MENU_BUTTON (pile));
        ui_test_wait_until (!gtk_widget_get_mapped (GTK_WIDGET (popover)));
      }
  }
  lair_game_keeper_discard (lair_window_get_keeper (window));
  ui_test_destroy (GTK_WINDOW (window));
}

/* The end of a dungeon: a Ferryman dungeon of five seats and a Little
 * People dungeon of nine, as the board shows them */
static void
shoot_summaries (const char *dir,
                 int         width,
                 int         height,
                 const char *suffix)
{
  static const struct {
    LairAdventure adventure;
    guint n_players;
    const char *name;
  } dungeons[] = {
    { LAIR_ADVENTURE_FERRYMAN, 5, "ferryman" },
    { LAIR_ADVENTURE_LITTLE_PEOPLE, LAIR_MAX_PLAYERS, "little-people-9" },
  };

  for (guint k = 0; k < G_N_ELEMENTS (dungeons); k++)
    {
      g_autoptr(LairDungeonReport) report = summary_test_report (dungeons[k].adventure, dungeons[k].n_players, 1);
      GtkWidget *window = summary_test_window_new (report, width, height, NULL);
      g_autofree char *name = g_strdup_printf ("summary-%s-%s", dungeons[k].name, suffix);

      ui_test_present (GTK_WINDOW (window));
      ui_test_wait_for_frame (window);
      save (window, dir, name);
      ui_test_destroy (GTK_WINDOW (window));
    }
}

/* Every summary at every width, light and dark */
static void
shoot_all_summaries (const char *dir,
                     int         only)
{
  for (guint dark = 0; dark < 2; dark++)
    {
      static const int sizes[][2] = { { 360, 720 }, { 1000, 720 }, { 1280, 800 }, { 1920, 1080 } };

      adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                          dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
      for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
        if (only == 0 || only == sizes[s][0])
          {
            g_autofree char *suffix = g_strdup_printf ("%d%s", sizes[s][0], dark ? "-dark" : "");

            shoot_summaries (dir, sizes[s][0], sizes[s][1], suffix);
          }
    }
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(LairApplication) app = NULL;
  const char *dir;
  gboolean summaries;
  int only;

  /* the translations of this build, as main.c binds the installed ones */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  ui_test_init (&argc, &argv);
  if (argc < 2)
    {
      g_printerr ("usage: screenshots DIR [WIDTH|summaries|menu|nine|path|preferences]\n");
      return 2;
    }
  dir = argv[1];
  if (g_mkdir_with_parents (dir, 0755) != 0)
    {
      g_printerr ("cannot make %s: %s\n", dir, g_strerror (errno));
      return 1;
    }
  /* only the pictures of that width, when one is asked for */
  only = argc > 2 ? (int) g_ascii_strtoll (argv[2], NULL, 10) : 0;
  app = ui_test_application_new ();
  summaries = argc > 2 && g_str_equal (argv[2], "summaries");

  if (summaries)
    {
      shoot_all_summaries (dir, 0);
      return ui_test_run ();
    }
  if (argc > 2 && g_str_equal (argv[2], "menu"))
    {
      static const int sizes[][2] = { { 360, 720 }, { 1000, 720 }, { 1280, 800 }, { 1920, 1080 } };

      for (guint dark = 0; dark < 2; dark++)
        {
          adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                              dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
          for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
            {
              g_autofree char *suffix = g_strdup_printf ("%d%s", sizes[s][0], dark ? "-dark" : "");

              shoot_menu (app, dir, sizes[s][0], sizes[s][1], suffix);
            }
        }
      return ui_test_run ();
    }
  if (argc > 2 && g_str_equal (argv[2], "preferences"))
    {
      shoot_preferences (app, dir);
      return ui_test_run ();
    }
  if (argc > 2 && (g_str_equal (argv[2], "nine") || g_str_equal (argv[2], "path")))
    {
      static const int sizes[][2] = { { 360, 720 }, { 1000, 720 }, { 1280, 800 }, { 1920, 1080 } };

      for (guint dark = 0; dark < 2; dark++)
        {
          adw_style_manager_set_color_scheme (adw_style_manager_get_default (),
                                              dark ? ADW_COLOR_SCHEME_FORCE_DARK : ADW_COLOR_SCHEME_DEFAULT);
          for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
            {
              g_autofree char *suffix = g_strdup_printf ("%d%s", sizes[s][0], dark ? "-dark" : "");

              if (g_str_equal (argv[2], "nine"))
                shoot_nine (app, dir, sizes[s][0], sizes[s][1], suffix);
              else
                shoot_path (app, dir, sizes[s][0], sizes[s][1], suffix);
            }
        }
      return ui_test_run ();
    }
  if (only == 0 || only == 1280)
    shoot (app, dir, 1280, 800, "wide");
  if (only == 0 || only == 360)
    shoot (app, dir, 360, 720, "narrow");
  if (only == 0 || only == 1920)
    shoot (app, dir, 1920, 1080, "full");
  /* the window's size when it first opens */
  if (only == 0 || only == 1000)
    shoot (app, dir, 1000, 720, "default");
  if (only == 0 || only == 360)
    shoot_nine (app, dir, 360, 720, "360");
  if (only == 0 || only == 1000)
    shoot_nine (app, dir, 1000, 720, "1000");
  if (only == 0 || only == 1280)
    shoot_nine (app, dir, 1280, 800, "1280");
  if (only == 0 || only == 1920)
    shoot_nine (app, dir, 1920, 1080, "1920");
  shoot_all_summaries (dir, only);
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  if (only == 0 || only == 1280)
    shoot (app, dir, 1280, 800, "dark");
  if (only == 0 || only == 360)
    shoot (app, dir, 360, 720, "narrow-dark");
  if (only == 0 || only == 1920)
    shoot (app, dir, 1920, 1080, "full-dark");

  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  if (only == 0 || only == 360)
    shoot_moments (app, dir, 360, 720, "360");
  /* the games just played are in the history */
  if (only == 0 || only == 1280)
    shoot_watch (app, dir, 1280, 800, "1280");
  if (only == 0 || only == 360)
    shoot_watch (app, dir, 360, 720, "360");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  if (only == 0 || only == 1280)
    shoot_watch (app, dir, 1280, 800, "1280-dark");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);
  if (only == 0 || only == 1000)
    shoot_moments (app, dir, 1000, 720, "1000");
  if (only == 0 || only == 1280)
    shoot_moments (app, dir, 1280, 800, "1280");
  if (only == 0 || only == 1920)
    shoot_moments (app, dir, 1920, 1080, "1920");
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  if (only == 0 || only == 360)
    shoot_moments (app, dir, 360, 720, "360-dark");
  if (only == 0 || only == 1000)
    shoot_moments (app, dir, 1000, 720, "1000-dark");
  if (only == 0 || only == 1280)
    shoot_moments (app, dir, 1280, 800, "1280-dark");
  if (only == 0 || only == 1920)
    shoot_moments (app, dir, 1920, 1080, "1920-dark");
  return ui_test_run ();
}
