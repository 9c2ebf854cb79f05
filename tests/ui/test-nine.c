/* test-nine.c — a table of nine at the window's first size
 *
 * At 1000×720, the size the window opens at, nine seats show without
 * scrolling beside the board, room after room of a dungeon: every panel
 * whole in the window, all of one height that does not change when a
 * seat takes a gold bar or leaves, and a state that says what happened
 * on one line, whole, with the name, the level and personality and the
 * seat's button whole too.
 *
 * Runs in the language of the locale (LANGUAGE, LANG), with the
 * translations of this build: meson runs it in English, German and
 * French.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <glib/gi18n.h>

#include "lair-game-view.h"
#include "lair-seat-panel.h"
#include "lair-window.h"
#include "ui-test-utils.h"

#define WIDTH 1000
#define HEIGHT 720

static gboolean
has_class (GtkWidget *widget,
           gpointer   data)
{
  return gtk_widget_has_css_class (widget, data);
}

/* Whether @widget lies wholly inside @area, as drawn */
static gboolean
lies_inside (GtkWidget *widget,
             GtkWidget *area)
{
  graphene_rect_t bounds;

  if (!gtk_widget_compute_bounds (widget, area, &bounds))
    return FALSE;
  return bounds.origin.x >= -0.5 && bounds.origin.y >= -0.5 &&
         bounds.origin.x + bounds.size.width <= gtk_widget_get_width (area) + 0.5 &&
         bounds.origin.y + bounds.size.height <= gtk_widget_get_height (area) + 0.5;
}

typedef struct {
  LairWindow *window;
  LairGameSession *session;
  int panel_height;     /* as first seen */
  guint scared_seen;    /* panels checked while they said a seat was scared out */
  guint left_seen;      /* and that it had left */
  guint bars_seen;      /* and that it held a gold bar */
} Table;

/* Every seat in sight at one height, its state on one line and its words
 * whole */
static void
check_seats (Table      *t,
             const char *where)
{
  GtkWidget *view = GTK_WIDGET (lair_window_get_game_view (t->window));
  g_autoptr(GPtrArray) panels = ui_test_find_all (view, LAIR_TYPE_SEAT_PANEL, NULL, NULL);
  GtkWidget *scroller;
  GtkAdjustment *adjustment;

  g_assert_cmpuint (panels->len, ==, LAIR_N_SEATS);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (t->window)), <=, WIDTH);
  g_assert_cmpint (gtk_widget_get_height (GTK_WIDGET (t->window)), <=, HEIGHT);
  scroller = gtk_widget_get_ancestor (panels->pdata[0], GTK_TYPE_SCROLLED_WINDOW);
  adjustment = gtk_scrolled_window_get_vadjustment (GTK_SCROLLED_WINDOW (scroller));
  /* nothing to scroll */
  if (gtk_adjustment_get_upper (adjustment) > gtk_adjustment_get_page_size (adjustment) + 0.5)
    g_error ("%s: the seats scroll, %.0f px in %.0f", where,
             gtk_adjustment_get_upper (adjustment), gtk_adjustment_get_page_size (adjustment));

  for (guint i = 0; i < panels->len; i++)
    {
      GtkWidget *panel = panels->pdata[i];
      GtkWidget *state = ui_test_find (panel, GTK_TYPE_BOX, has_class, (gpointer) "seat-state");
      GtkWidget *state_label = ui_test_find (state, GTK_TYPE_LABEL, NULL, NULL);
      PangoLayout *layout = gtk_label_get_layout (GTK_LABEL (state_label));
      const char *name = lair_seat_get_name (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (panel)));
      g_autoptr(GString) cut = g_string_new (NULL);
      GtkWidget *choose = ui_test_find (panel, GTK_TYPE_MENU_BUTTON, NULL, NULL);

      if (!lies_inside (panel, GTK_WIDGET (t->window)) || !lies_inside (panel, scroller))
        g_error ("%s: %s's seat is out of sight", where, name);
      if (t->panel_height == 0)
        t->panel_height = gtk_widget_get_height (panel);
      if (gtk_widget_get_height (panel) != t->panel_height)
        g_error ("%s: %s's seat is %d px high, not %d", where, name, gtk_widget_get_height (panel),
                 t->panel_height);
      if (pango_layout_get_line_count (layout) != 1)
        g_error ("%s: %s's state “%s” takes %d lines", where, name, gtk_label_get_text (GTK_LABEL (state_label)),
                 pango_layout_get_line_count (layout));
      /* the name, the level and personality, the state, the button */
      ui_test_collect_cut (panel, cut);
      if (cut->len > 0)
        g_error ("%s: %s's seat cuts:%s", where, name, cut->str);
      g_assert_true (lies_inside (state, panel));
      g_assert_true (lies_inside (choose, panel));

      t->scared_seen += gtk_widget_has_css_class (state, "scared");
      t->left_seen += gtk_widget_has_css_class (state, "left");
      t->bars_seen += lair_seat_get_gold_bars (lair_seat_panel_get_seat (LAIR_SEAT_PANEL (panel))) > 0;
    }
}

static gboolean
any_scared (LairWindow *window)
{
  GtkWidget *view = GTK_WIDGET (lair_window_get_game_view (window));

  return ui_test_find (view, GTK_TYPE_BOX, has_class, (gpointer) "scared") != NULL;
}

/* Gems, a gold bar, gems, a gold bar and gems, then the spider of the
 * warning seen in room 6 comes back in room 8 */
static const LairDungeonScript script = {
  .rooms = {
    { .kind = LAIR_ROOM_GEMS, .arg = 14 },
    { .kind = LAIR_ROOM_GOLD },
    { .kind = LAIR_ROOM_GEMS, .arg = 12 },
    { .kind = LAIR_ROOM_GOLD },
    { .kind = LAIR_ROOM_GEMS, .arg = 13 },
    { .kind = LAIR_ROOM_WARNING, .arg = 1 },
    { .kind = LAIR_ROOM_GEMS, .arg = 14 },
    { .kind = LAIR_ROOM_WARNING, .arg = 1 },
  },
  .n_rooms = 8,
};

/* Four people with names of some length and five computers; Ann leaves
 * with the first gold bar, Bartholomew with the second, and the others
 * stay for the spider */
static void
test_nine_fit (void)
{
  static const char * const people[] = { "Ann", "Maximiliane", "Bartholomew", "Zed" };
  static const guint seats[] = { 0, 2, 4, 8 };
  g_autoptr(LairApplication) app = ui_test_application_new ();
  Table t = { 0 };
  LairGameConfig config;
  g_autoptr(GError) error = NULL;
  guint rooms = 0;

  t.window = lair_window_new (app);
  t.session = lair_window_get_session (t.window);
  gtk_window_set_default_size (GTK_WINDOW (t.window), WIDTH, HEIGHT);
  ui_test_present (GTK_WINDOW (t.window));
  lair_game_session_set_think_delay (t.session, 0);
  lair_game_session_set_grace_delay (t.session, 0);
  lair_game_session_set_reveal_delay (t.session, 0);
  for (guint i = 0; i < G_N_ELEMENTS (people); i++)
    {
      g_assert_true (lair_game_session_join_seat (t.session, seats[i], NULL));
      g_assert_true (lair_game_session_finish_joining (t.session, seats[i], people[i], NULL));
    }
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (lair_seat_get_kind (lair_game_session_get_seat (t.session, i)) == LAIR_SEAT_EMPTY)
      g_assert_true (lair_game_session_make_computer (t.session, i, NULL));

  lair_game_config_init (&config, LAIR_N_SEATS, 9);
  config.scripts[0] = &script;
  g_assert_true (lair_game_session_play_with_config (t.session, &config, &error));
  g_assert_no_error (error);

  while (lair_game_session_get_dungeon (t.session) == 1 && rooms < 20)
    {
      LairSeat *ann = lair_game_session_get_seat (t.session, 0);
      g_autofree char *where = NULL;
      guint decision;
      gboolean due = FALSE;

      /* at rest with a person to choose, or the spider telling who it
       * scared out */
      ui_test_wait_until (lair_game_session_get_dungeon (t.session) != 1 ||
                          lair_game_session_get_phase (t.session) != LAIR_SESSION_PLAYING ||
                          ui_test_summary_button (GTK_WIDGET (t.window)) != NULL ||
                          any_scared (t.window) ||
                          (!lair_game_view_get_busy (lair_window_get_game_view (t.window)) &&
                           lair_game_session_get_decision (t.session) > 0 &&
                           (due = lair_seat_get_options (lair_game_session_get_seat (t.session, 2)) != 0 ||
                                  lair_seat_get_options (ann) != 0)));
      if (any_scared (t.window) && ui_test_summary_button (GTK_WIDGET (t.window)) == NULL)
        {
          ui_test_wait_for_frame (GTK_WIDGET (t.window));
          check_seats (&t, "the spider");
          break;
        }
      if (!due)
        break;
      ui_test_wait_for_rest (GTK_WIDGET (t.window));
      /* the seats laid out again at the width they have, in an idle */
      ui_test_keep_running (300);
      rooms++;
      where = g_strdup_printf ("room %u", lair_game_session_get_room (t.session));
      check_seats (&t, where);

      decision = lair_game_session_get_decision (t.session);
      for (guint i = 0; i < G_N_ELEMENTS (people); i++)
        {
          LairSeat *seat = lair_game_session_get_seat (t.session, seats[i]);
          gboolean leave = (seats[i] == 0 && lair_game_session_get_room (t.session) == 2) ||
                           (seats[i] == 4 && lair_game_session_get_room (t.session) == 4);

          if (lair_seat_get_options (seat) != 0 && lair_seat_get_choice (seat) == LAIR_CHOICE_NONE)
            g_assert_true (lair_game_session_choose (t.session, seats[i],
                                                     leave ? LAIR_CHOICE_LEAVE : LAIR_CHOICE_STAY, NULL));
        }
      ui_test_wait_until (lair_game_session_get_decision (t.session) != decision ||
                          lair_game_session_get_phase (t.session) != LAIR_SESSION_PLAYING);
    }

  g_test_message ("%u rooms; seats %d px high; seen %u left, %u scared, %u with bars",
                  rooms, t.panel_height, t.left_seen, t.scared_seen, t.bars_seen);
  /* the dungeon was played, with leavers who took gold bars (a seat
   * scared out is checked too if the board shows it before the summary) */
  g_assert_cmpuint (rooms, >=, 5);
  g_assert_cmpuint (t.left_seen, >, 0);
  g_assert_cmpuint (t.bars_seen, >, 0);

  lair_game_keeper_discard (lair_window_get_keeper (t.window));
  ui_test_destroy (GTK_WINDOW (t.window));
}

int
main (int   argc,
      char *argv[])
{
  /* the translations of this build, in the language of the locale */
  setlocale (LC_ALL, "");
  bindtextdomain (GETTEXT_PACKAGE, BUILD_LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  ui_test_init (&argc, &argv);

  g_test_add_func ("/nine/fit-at-first-size", test_nine_fit);
  return ui_test_run ();
}
