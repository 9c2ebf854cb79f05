/* test-seats.c — the seats at the table: their options as picture buttons
 * in one order, choices kept hidden, options that close when the room
 * moves on, what a screen reader hears of a seat, and the moment to change
 * one's mind
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-chest-chart.h"
#include "lair-grace-ring.h"
#include "lair-labels.h"
#include "lair-hint-button.h"
#include "lair-seat-panel.h"
#include "lair-seat-row.h"
#include "lair-seat-token.h"
#include "lair-summary-view.h"
#include "lair-window.h"
#include "ui-test-utils.h"

typedef struct {
  LairGameSession *session;
  GSettings *settings;
  GtkWidget *window;
  GtkWidget *panels[2];
} Table;

static void
add_room (LairDungeonScript *script,
          LairRoomKind       kind,
          guint              arg)
{
  LairRoom *room = &script->rooms[script->n_rooms++];

  memset (room, 0, sizeof *room);
  room->kind = kind;
  room->arg = arg;
}

/* Every part of @adventure between gem rooms, a warning at the end */
static void
script_dungeon (LairDungeonScript *script,
                LairAdventure      adventure)
{
  memset (script, 0, sizeof *script);
  add_room (script, LAIR_ROOM_GEMS, 14);
  for (guint i = 0; i < lair_adventure_n_rooms (adventure); i++)
    {
      add_room (script, LAIR_ROOM_ADVENTURE, 0);
      add_room (script, LAIR_ROOM_GEMS, 9);
    }
  add_room (script, LAIR_ROOM_WARNING, 1);
  add_room (script, LAIR_ROOM_GEMS, 12);
  add_room (script, LAIR_ROOM_WARNING, 1);
}

/* Ada and Bo at a table of their own, their panels in a window */
static void
table_init (Table                   *t,
            const LairDungeonScript *script,
            LairAdventure            adventure)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  g_autoptr(GError) error = NULL;
  LairGameConfig config;

  t->session = lair_game_session_new ();
  t->settings = g_settings_new ("io.github.spiderlair.SpiderLair");
  lair_game_session_set_think_delay (t->session, 0);
  lair_game_session_set_grace_delay (t->session, 0);
  lair_game_session_set_reveal_delay (t->session, 0);
  g_assert_true (lair_game_session_join_seat (t->session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (t->session, 0, "Ada", NULL));
  g_assert_true (lair_game_session_join_seat (t->session, 1, NULL));
  g_assert_true (lair_game_session_finish_joining (t->session, 1, "Bo", NULL));

  lair_game_config_init (&config, 2, 77 + adventure);
  config.has_adventures = TRUE;
  for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
    config.adventures[d] = (adventure + d) % LAIR_N_ADVENTURES;
  config.scripts[0] = script;
  g_assert_true (lair_game_session_play_with_config (t->session, &config, &error));
  g_assert_no_error (error);

  t->window = gtk_window_new ();
  for (guint i = 0; i < 2; i++)
    {
      t->panels[i] = lair_seat_panel_new (t->session, lair_game_session_get_seat (t->session, i), t->settings);
      gtk_box_append (GTK_BOX (box), t->panels[i]);
    }
  gtk_window_set_child (GTK_WINDOW (t->window), box);
  ui_test_present (GTK_WINDOW (t->window));
}

static void
table_clear (Table *t)
{
  ui_test_destroy (GTK_WINDOW (t->window));
  g_clear_object (&t->settings);
  ui_test_finalize (t->session);
}

static gboolean
is_popover (GtkWidget *widget,
            gpointer   data)
{
  return TRUE;
}

static GtkWidget *
options_popover (Table *t,
                 guint  i)
{
  return ui_test_find (t->panels[i], GTK_TYPE_POPOVER, is_popover, NULL);
}

static gboolean
is_option (GtkWidget *widget,
           gpointer   data)
{
  return g_object_get_data (G_OBJECT (widget), "choice") != NULL ||
         gtk_widget_has_css_class (widget, "seat-option");
}

/* The option buttons of seat @i's open options, in the order they are
 * offered */
static GPtrArray *
option_buttons (Table *t,
                guint  i)
{
  return ui_test_find_all (options_popover (t, i), GTK_TYPE_BUTTON, is_option, NULL);
}

static LairChoice
button_choice (GtkWidget *button)
{
  return GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "choice"));
}

static void
open_options (Table *t,
              guint  i)
{
  lair_seat_panel_open_options (LAIR_SEAT_PANEL (t->panels[i]));
  ui_test_wait_until (ui_test_is_showing (options_popover (t, i)));
}

static void
close_options (Table *t,
               guint  i)
{
  gtk_popover_popdown (GTK_POPOVER (options_popover (t, i)));
  ui_test_wait_until (!ui_test_is_showing (options_popover (t, i)));
}

static void
assert_label (GtkWidget  *widget,
              const char *name)
{
  g_autofree char *problem =
    gtk_test_accessible_check_property (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_PROPERTY_LABEL, name);

  if (problem != NULL)
    g_error ("%s: %s", G_OBJECT_TYPE_NAME (widget), problem);
}

static GtkWidget *
choose_button (Table *t,
               guint  i)
{
  return ui_test_find (t->panels[i], GTK_TYPE_MENU_BUTTON, NULL, NULL);
}

/* Runs the session until it has moved past @decision, or the game is
 * over, and the table has caught up */
static void
wait_past (LairGameSession *session,
           guint            decision)
{
  ui_test_wait_until (lair_game_session_get_decision (session) != decision ||
                      lair_game_session_get_phase (session) != LAIR_SESSION_PLAYING);
  /* and the seats have shown what came of it */
  ui_test_wait_until (!g_main_context_pending (NULL));
}

/* Both stay the first way they may, so the dungeon goes on */
static void
both_stay (Table *t)
{
  guint decision = lair_game_session_get_decision (t->session);

  for (guint i = 0; i < 2; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (t->session, i);
      LairOptions options = lair_seat_get_options (seat);

      for (guint n = 0; n < LAIR_N_CHOICES && lair_seat_get_inside (seat); n++)
        if (options & LAIR_OPTION (lair_choice_nth (n)))
          {
            g_assert_true (lair_game_session_choose (t->session, i, lair_choice_nth (n), NULL));
            break;
          }
    }
  wait_past (t->session, decision);
}

/* Words each option's name must hold, where the numbers are known */
static const char *
expected_words (LairChoice choice)
{
  if (choice == LAIR_CHOICE_LEAVE)
    return "Leave — Take ";
  if (choice == LAIR_CHOICE_BANK8)
    return "Turn 8 Gems into $6 and Stay — ";
  if (choice == LAIR_CHOICE_DEAL3)
    return "Deal for 3 rooms: $1 now";
  if (choice == LAIR_CHOICE_PAY)
    return "Gems and Cross — ";
  if (choice == LAIR_CHOICE_CARRY)
    return "Carry them";
  if (choice == LAIR_CHOICE_SUN)
    return "Stand on The Sun and Stay — One pays";
  return lair_choice_label (choice);
}

/* The button's name is its title and what it means, as its labels show */
static char *
button_name (GtkWidget *button)
{
  g_autoptr(GPtrArray) labels = ui_test_find_all (button, GTK_TYPE_LABEL, NULL, NULL);

  g_assert_cmpuint (labels->len, ==, 2);
  return g_strdup_printf ("%s — %s", gtk_label_get_text (g_ptr_array_index (labels, 0)),
                          gtk_label_get_text (g_ptr_array_index (labels, 1)));
}

/* In every adventure's rooms the options come as picture buttons, staying
 * first and leaving last, one per option, named with their numbers */
static void
test_option_order (gconstpointer data)
{
  LairAdventure adventure = GPOINTER_TO_UINT (data);
  LairDungeonScript script;
  Table t = { 0 };
  guint seen = 0;

  script_dungeon (&script, adventure);
  table_init (&t, &script, adventure);

  for (guint step = 0; step < 30 && lair_game_session_get_dungeon (t.session) == 1 &&
                       lair_game_session_get_phase (t.session) == LAIR_SESSION_PLAYING; step++)
    {
      LairSeat *ada = lair_game_session_get_seat (t.session, 0);
      LairOptions options = lair_seat_get_options (ada);
      g_autoptr(GPtrArray) buttons = NULL;
      guint n = 0;

      if (!lair_seat_get_inside (ada) || options == 0)
        break;

      open_options (&t, 0);
      buttons = option_buttons (&t, 0);
      g_assert_cmpuint (buttons->len, ==, __builtin_popcount (options));
      for (guint k = 0; k < LAIR_N_CHOICES; k++)
        {
          LairChoice c = lair_choice_nth (k);
          GtkWidget *button;

          if (!(options & LAIR_OPTION (c)))
            continue;
          button = g_ptr_array_index (buttons, n++);
          g_assert_cmpint (button_choice (button), ==, c);
          /* every option has its picture */
          g_assert_nonnull (ui_test_find (button, GTK_TYPE_IMAGE, NULL, NULL));
          if (c != LAIR_CHOICE_CARD1 && c != LAIR_CHOICE_CARD2 && c != LAIR_CHOICE_CARD3)
            {
              g_autofree char *name = button_name (button);

              assert_label (button, name);
              if (strstr (name, expected_words (c)) == NULL)
                g_error ("option %d is named \"%s\", without \"%s\"", c, name, expected_words (c));
            }
          else
            {
              /* Monte's cards are cards: a picture and "Card N" */
              g_autofree char *card = g_strdup_printf ("Card %d", c - LAIR_CHOICE_CARD1 + 1);

              assert_label (button, card);
              g_assert_nonnull (ui_test_find_button (button, card));
            }
        }
      if (options & LAIR_OPTION (LAIR_CHOICE_LEAVE))
        g_assert_cmpint (button_choice (g_ptr_array_index (buttons, buttons->len - 1)), ==, LAIR_CHOICE_LEAVE);
      close_options (&t, 0);
      seen |= options;
      both_stay (&t);
    }

  /* the adventure offered its own options, beyond staying and leaving;
   * the Scout and the Poison only tell */
  if (adventure != LAIR_ADVENTURE_SCOUT && adventure != LAIR_ADVENTURE_POISON)
    g_assert_cmpuint (seen & ~(LAIR_OPTION (LAIR_CHOICE_STAY) | LAIR_OPTION (LAIR_CHOICE_LEAVE)), !=, 0);
  else
    g_assert_cmpuint (seen, !=, 0);
  table_clear (&t);
}

static LairDungeonScript plain_script;

static void
script_plain (void)
{
  memset (&plain_script, 0, sizeof plain_script);
  for (guint i = 0; i < 8; i++)
    add_room (&plain_script, LAIR_ROOM_GEMS, 10 + i);
  add_room (&plain_script, LAIR_ROOM_WARNING, 1);
  add_room (&plain_script, LAIR_ROOM_GEMS, 9);
  add_room (&plain_script, LAIR_ROOM_WARNING, 1);
}

/* Each part of a panel follows the seat property it shows: a renamed
 * seat's name, choice button and summary say the new name at once, a
 * seat handed to the computer offers Take Over and says its level */
static void
test_panel_follows_seat (void)
{
  Table t = { 0 };
  LairSeat *seat;
  g_autofree char *summary = NULL;
  g_autofree char *problem = NULL;

  script_plain ();
  table_init (&t, &plain_script, LAIR_ADVENTURE_BANKER);
  lair_game_session_set_grace_delay (t.session, 100000);
  seat = lair_game_session_get_seat (t.session, 0);

  g_object_set (seat, "name", "Cleo", NULL);
  assert_label (choose_button (&t, 0), "Choose for Cleo");
  g_assert_nonnull (ui_test_find (t.panels[0], GTK_TYPE_LABEL, ui_test_label_is, (gpointer) "Cleo"));
  summary = g_strdup_printf ("Cleo, not chosen, %d %s in hand, $%d, 0 bars", lair_seat_get_hand (seat),
                             lair_seat_get_hand (seat) == 1 ? "gem" : "gems", lair_seat_get_chest (seat));
  problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (t.panels[0]), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                                summary);
  if (problem != NULL)
    g_error ("%s", problem);

  g_assert_true (lair_game_session_hand_to_computer (t.session, 0, NULL));
  ui_test_wait_until (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER);
  assert_label (choose_button (&t, 0), "Take Over Cleo");

  table_clear (&t);
}

/* Whether @panel shows a label reading @text */
static gboolean
shows_label (GtkWidget  *panel,
             const char *text)
{
  return ui_test_find (panel, GTK_TYPE_LABEL, ui_test_label_is, (gpointer) text) != NULL;
}

/* While a story is told, a panel shows the seat as the board has shown
 * it, never the seat itself, which may stand further on already: its
 * numbers, its state and its summary all follow the shown seat, and the
 * seat again once the story is over */
static void
test_panel_follows_shown (void)
{
  Table t = { 0 };
  LairSeat *ada;
  g_autoptr(LairShownSeat) shown = NULL;
  g_autofree char *seat_hand = NULL;
  guint decision;

  script_plain ();
  table_init (&t, &plain_script, LAIR_ADVENTURE_BANKER);
  ada = lair_game_session_get_seat (t.session, 0);
  shown = lair_shown_seat_new (ada);
  lair_seat_panel_set_shown (LAIR_SEAT_PANEL (t.panels[0]), shown);

  /* a story begins: the board holds what it has shown, and tells more */
  lair_shown_seat_set_following (shown, FALSE);
  g_object_set (shown, "hand", 97, "chest", 1234, "gold-bars", 2, "bar-value", 14, "queens", 1, NULL);
  ui_test_wait_until (!g_main_context_pending (NULL));
  g_assert_true (shows_label (t.panels[0], "97"));
  g_assert_true (shows_label (t.panels[0], "$1234"));
  g_assert_true (shows_label (t.panels[0], "2 · $14"));
  g_assert_true (shows_label (t.panels[0], "Watching…"));
  assert_label (t.panels[0], "Ada, watching, 97 gems in hand, $1234, 2 bars");
  g_assert_cmpstr (lair_shown_seat_get_summary (shown), ==, "Ada, watching, 97 gems in hand, $1234, 2 bars");
  /* nobody chooses while the board tells: a seat in the story waits for
   * it, its button keeping the focus */
  g_assert_cmpint (lair_shown_seat_get_turn (shown), ==, LAIR_TURN_WAITING);
  g_assert_false (ui_test_can_choose_with (choose_button (&t, 0)));
  g_assert_true (gtk_widget_has_css_class (choose_button (&t, 0), "waiting"));
  lair_seat_panel_open_options (LAIR_SEAT_PANEL (t.panels[0]));
  g_assert_false (gtk_widget_get_visible (GTK_WIDGET (gtk_menu_button_get_popover (GTK_MENU_BUTTON (choose_button (&t, 0))))));

  /* the seats go on meanwhile: what they hold now waits for its beat */
  decision = lair_game_session_get_decision (t.session);
  g_assert_true (lair_game_session_choose (t.session, 0, LAIR_CHOICE_STAY, NULL));
  g_assert_true (lair_game_session_choose (t.session, 1, LAIR_CHOICE_STAY, NULL));
  wait_past (t.session, decision);
  g_assert_cmpint (lair_seat_get_hand (ada), !=, 97);
  g_assert_true (shows_label (t.panels[0], "97"));
  g_assert_true (shows_label (t.panels[0], "$1234"));
  g_assert_true (shows_label (t.panels[0], "Watching…"));
  assert_label (t.panels[0], "Ada, watching, 97 gems in hand, $1234, 2 bars");

  /* told: the seat as it is, which may choose again */
  lair_shown_seat_set_following (shown, TRUE);
  ui_test_wait_until (!g_main_context_pending (NULL));
  seat_hand = g_strdup_printf ("%d", lair_seat_get_hand (ada));
  g_assert_true (shows_label (t.panels[0], seat_hand));
  g_assert_false (shows_label (t.panels[0], "97"));
  g_assert_false (shows_label (t.panels[0], "Watching…"));
  g_assert_cmpint (lair_shown_seat_get_turn (shown), ==, LAIR_TURN_CHOOSING);
  g_assert_true (ui_test_can_choose_with (choose_button (&t, 0)));

  table_clear (&t);
}

static gboolean
is_odds_label (GtkWidget *widget,
               gpointer   data)
{
  return g_str_has_prefix (gtk_widget_get_tooltip_text (widget) ?: "", "The next room is worth about");
}

static void
assert_hidden (GtkWidget *widget,
               gboolean   hidden)
{
  g_autofree char *problem =
    gtk_test_accessible_check_state (GTK_ACCESSIBLE (widget), GTK_ACCESSIBLE_STATE_HIDDEN, hidden);

  if (problem != NULL)
    g_error ("%s: %s", G_OBJECT_TYPE_NAME (widget), problem);
}

/* What the next room is worth shows in the subtitle's place while the
 * hand is pressed; the rest of the time a screen reader does not find
 * it either */
static void
test_odds_hidden (void)
{
  Table t = { 0 };
  GtkWidget *odds;
  GtkWidget *hand;

  script_plain ();
  table_init (&t, &plain_script, LAIR_ADVENTURE_BANKER);
  g_settings_set_boolean (t.settings, "show-odds", TRUE);
  odds = ui_test_find (t.panels[0], GTK_TYPE_LABEL, is_odds_label, NULL);
  hand = ui_test_find (t.panels[0], GTK_TYPE_TOGGLE_BUTTON, NULL, NULL);
  g_assert_nonnull (odds);
  g_assert_nonnull (hand);
  assert_hidden (odds, TRUE);

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (hand), TRUE);
  ui_test_wait_until (!g_main_context_pending (NULL));
  assert_hidden (odds, FALSE);
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (gtk_widget_get_parent (odds))) == odds);
  g_assert_true (g_str_has_suffix (gtk_label_get_text (GTK_LABEL (odds)), "gems from the next room"));

  gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (hand), FALSE);
  ui_test_wait_until (!g_main_context_pending (NULL));
  assert_hidden (odds, TRUE);
  g_assert_true (gtk_stack_get_visible_child (GTK_STACK (gtk_widget_get_parent (odds))) != odds);

  table_clear (&t);
}

static gboolean
is_icon (GtkWidget *widget,
         gpointer   data)
{
  return g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), data) == 0;
}

/* Taking over a computer seat shows none of its choice: its options open
 * with nothing marked, its pick is withdrawn and the grace stops until
 * somebody chooses; closed again, the computer's choice stands */
static void
test_take_over_secret (void)
{
  Table t = { 0 };
  LairSeat *bo;
  g_autoptr(GPtrArray) buttons = NULL;

  script_plain ();
  table_init (&t, &plain_script, LAIR_ADVENTURE_BANKER);
  lair_game_session_set_grace_delay (t.session, 100000);
  bo = lair_game_session_get_seat (t.session, 1);

  g_assert_true (lair_game_session_choose (t.session, 0, LAIR_CHOICE_STAY, NULL));
  g_assert_true (lair_game_session_hand_to_computer (t.session, 1, NULL));
  /* everyone has chosen: the grace second runs */
  ui_test_wait_until (lair_game_session_get_in_grace (t.session));
  g_assert_cmpint (lair_seat_get_selection (bo), ==, LAIR_SELECTION_SELECTED);
  assert_label (choose_button (&t, 1), "Take Over Bo");

  open_options (&t, 1);
  buttons = option_buttons (&t, 1);
  g_assert_cmpuint (buttons->len, >=, 2);
  for (guint k = 0; k < buttons->len; k++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, k);

      g_assert_false (gtk_widget_has_css_class (button, "chosen"));
      g_assert_null (ui_test_find (button, GTK_TYPE_IMAGE, is_icon, (gpointer) "object-select-symbolic"));
    }
  g_assert_cmpint (lair_seat_get_choice (bo), ==, LAIR_CHOICE_NONE);
  g_assert_cmpint (lair_seat_get_selection (bo), ==, LAIR_SELECTION_SELECTING);
  g_assert_false (lair_game_session_get_in_grace (t.session));

  /* a look without a choice: the computer's answer is given again */
  close_options (&t, 1);
  ui_test_wait_until (lair_seat_get_selection (bo) == LAIR_SELECTION_SELECTED);
  g_assert_cmpint (lair_seat_get_kind (bo), ==, LAIR_SEAT_COMPUTER);
  g_assert_true (lair_game_session_get_in_grace (t.session));

  /* Take Over from the session: the seat is a person's, choosing again */
  g_assert_true (lair_game_session_take_over (t.session, 1, NULL));
  g_assert_cmpint (lair_seat_get_kind (bo), ==, LAIR_SEAT_HUMAN);
  g_assert_cmpint (lair_seat_get_selection (bo), ==, LAIR_SELECTION_NONE);
  g_assert_cmpint (lair_seat_get_choice (bo), ==, LAIR_CHOICE_NONE);
  g_assert_false (lair_game_session_get_in_grace (t.session));
  assert_label (choose_button (&t, 1), "Choose for Bo");

  table_clear (&t);
}

/* The lock of a chosen seat, in the badge of its state */
static gboolean
is_lock_in_state (GtkWidget *widget,
                  gpointer   data)
{
  GtkWidget *badge = gtk_widget_get_parent (widget);

  return g_strcmp0 (gtk_image_get_icon_name (GTK_IMAGE (widget)), "changes-prevent-symbolic") == 0 &&
         badge != NULL && gtk_widget_has_css_class (badge, "seat-state");
}

/* A chosen seat shows a lock and "Change", never what it chose; the
 * choice is marked only inside its own open options */
static void
test_choice_hidden (void)
{
  Table t = { 0 };
  g_autoptr(GPtrArray) buttons = NULL;
  g_autoptr(GPtrArray) labels = NULL;
  GtkWidget *stay = NULL;
  guint marked = 0;

  script_plain ();
  table_init (&t, &plain_script, LAIR_ADVENTURE_BANKER);
  lair_game_session_set_grace_delay (t.session, 100000);

  assert_label (choose_button (&t, 0), "Choose for Ada");
  open_options (&t, 0);
  buttons = option_buttons (&t, 0);
  g_assert_cmpuint (buttons->len, >=, 2);
  /* a person's choices carry the hint; it is no option of the game */
  g_assert_nonnull (ui_test_find (options_popover (&t, 0), LAIR_TYPE_HINT_BUTTON, NULL, NULL));

  /* the keyboard is in the options at once, and the arrows walk them */
  {
    GtkRoot *root = gtk_widget_get_root (options_popover (&t, 0));

    g_assert_true (gtk_root_get_focus (root) == g_ptr_array_index (buttons, 0));
    g_assert_true (gtk_widget_child_focus (options_popover (&t, 0), GTK_DIR_DOWN));
    g_assert_true (gtk_root_get_focus (root) == g_ptr_array_index (buttons, 1));
  }
  for (guint k = 0; k < buttons->len; k++)
    if (button_choice (g_ptr_array_index (buttons, k)) == LAIR_CHOICE_STAY)
      stay = g_ptr_array_index (buttons, k);
  g_assert_nonnull (stay);
  g_signal_emit_by_name (stay, "clicked");
  ui_test_wait_until (!ui_test_is_showing (options_popover (&t, 0)));
  g_assert_false (gtk_widget_get_visible (options_popover (&t, 0)));
  g_assert_cmpint (lair_seat_get_selection (lair_game_session_get_seat (t.session, 0)), ==,
                   LAIR_SELECTION_SELECTED);

  assert_label (choose_button (&t, 0), "Change choice for Ada");
  g_assert_nonnull (ui_test_find_button (t.panels[0], "Change"));
  /* the lock stands in her state, and Bo's state has none yet */
  g_assert_true (ui_test_is_showing (ui_test_find (t.panels[0], GTK_TYPE_IMAGE, is_lock_in_state, NULL)));
  g_assert_false (ui_test_is_showing (ui_test_find (t.panels[1], GTK_TYPE_IMAGE, is_lock_in_state, NULL)));
  /* nothing on the panel itself says which way Ada went */
  labels = ui_test_find_all (t.panels[0], GTK_TYPE_LABEL, NULL, NULL);
  for (guint k = 0; k < labels->len; k++)
    {
      GtkWidget *label = g_ptr_array_index (labels, k);

      if (gtk_widget_is_ancestor (label, options_popover (&t, 0)) || !gtk_widget_get_mapped (label))
        continue;
      g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (label)), "Stay"));
      g_assert_null (strstr (gtk_label_get_text (GTK_LABEL (label)), "Leave"));
    }

  /* her own options mark it, and only it */
  open_options (&t, 0);
  g_clear_pointer (&buttons, g_ptr_array_unref);
  buttons = option_buttons (&t, 0);
  for (guint k = 0; k < buttons->len; k++)
    {
      GtkWidget *button = g_ptr_array_index (buttons, k);

      if (gtk_widget_has_css_class (button, "chosen"))
        {
          marked++;
          g_assert_cmpint (button_choice (button), ==, LAIR_CHOICE_STAY);
        }
    }
  g_assert_cmpuint (marked, ==, 1);
  close_options (&t, 0);

  /* Bo's panel still offers Choose */
  assert_label (choose_button (&t, 1), "Choose for Bo");
  g_assert_nonnull (ui_test_find_button (t.panels[1], "Choose"));
  table_clear (&t);
}

/* Options left open close themselves when the decision is settled some
 * other way, and the focus stays in the window */
static void
test_stale_options_close (void)
{
  Table t = { 0 };
  guint decision;

  script_plain ();
  table_init (&t, &plain_script, LAIR_ADVENTURE_BANKER);
  g_assert_true (lair_game_session_choose (t.session, 1, LAIR_CHOICE_STAY, NULL));
  open_options (&t, 0);
  decision = lair_game_session_get_decision (t.session);

  /* a key or another window settles Ada's choice: the room moves on */
  g_assert_true (lair_game_session_choose (t.session, 0, LAIR_CHOICE_STAY, NULL));
  wait_past (t.session, decision);
  g_assert_cmpuint (lair_game_session_get_decision (t.session), !=, decision);
  ui_test_wait_until (!ui_test_is_showing (options_popover (&t, 0)));
  g_assert_false (gtk_widget_get_visible (options_popover (&t, 0)));

  /* Ada leaves with her button focused: the focus moves on, not away */
  gtk_widget_grab_focus (choose_button (&t, 0));
  ui_test_wait_until (ui_test_has_focus_in (choose_button (&t, 0)));
  decision = lair_game_session_get_decision (t.session);
  g_assert_true (lair_game_session_choose (t.session, 0, LAIR_CHOICE_LEAVE, NULL));
  g_assert_true (lair_game_session_choose (t.session, 1, LAIR_CHOICE_STAY, NULL));
  wait_past (t.session, decision);
  ui_test_wait_until (!lair_seat_get_inside (lair_game_session_get_seat (t.session, 0)));
  g_assert_false (gtk_widget_get_sensitive (choose_button (&t, 0)));
  g_assert_false (ui_test_has_focus_in (choose_button (&t, 0)));
  g_assert_nonnull (gtk_root_get_focus (GTK_ROOT (t.window)));
  g_assert_true (gtk_widget_is_sensitive (gtk_root_get_focus (GTK_ROOT (t.window))));
  table_clear (&t);
}

/* A panel is said in one breath; a seat that left says what it took */
static void
test_summary_and_outcome (void)
{
  Table t = { 0 };
  LairSeat *ada;
  GtkWidget *ring;
  g_autofree char *left = NULL;
  guint decision;
  gint hand;

  script_plain ();
  table_init (&t, &plain_script, LAIR_ADVENTURE_BANKER);
  ada = lair_game_session_get_seat (t.session, 0);
  hand = lair_seat_get_hand (ada);

  {
    g_autofree char *summary = g_strdup_printf ("Ada, not chosen, %d gems in hand, $0, 0 bars", hand);

    assert_label (t.panels[0], summary);
  }

  /* both chose: the moment to change one's mind runs on chosen seats */
  lair_game_session_set_grace_delay (t.session, 300);
  decision = lair_game_session_get_decision (t.session);
  g_assert_true (lair_game_session_choose (t.session, 0, LAIR_CHOICE_STAY, NULL));
  ui_test_wait_until (lair_seat_get_selection (ada) == LAIR_SELECTION_SELECTED);
  {
    g_autofree char *summary = g_strdup_printf ("Ada, ready, %d gems in hand, $0, 0 bars", hand);

    assert_label (t.panels[0], summary);
  }
  ring = ui_test_find (t.panels[0], LAIR_TYPE_GRACE_RING, NULL, NULL);
  g_assert_false (lair_grace_ring_get_running (LAIR_GRACE_RING (ring)));
  g_assert_true (lair_game_session_choose (t.session, 1, LAIR_CHOICE_STAY, NULL));
  ui_test_wait_until (lair_game_session_get_in_grace (t.session));
  g_assert_true (lair_grace_ring_get_running (LAIR_GRACE_RING (ring)));
  g_assert_cmpuint (lair_grace_ring_get_duration (LAIR_GRACE_RING (ring)), ==, 300);
  wait_past (t.session, decision);
  g_assert_false (lair_game_session_get_in_grace (t.session));
  g_assert_false (lair_grace_ring_get_running (LAIR_GRACE_RING (ring)));

  /* Ada leaves in the next room */
  lair_game_session_set_grace_delay (t.session, 0);
  decision = lair_game_session_get_decision (t.session);
  g_assert_true (lair_game_session_choose (t.session, 0, LAIR_CHOICE_LEAVE, NULL));
  g_assert_true (lair_game_session_choose (t.session, 1, LAIR_CHOICE_STAY, NULL));
  wait_past (t.session, decision);
  g_assert_cmpint (lair_seat_get_outcome (ada), ==, LAIR_OUTCOME_LEFT);
  g_assert_cmpint (lair_seat_get_outcome_gems (ada), >, 0);
  left = g_strdup_printf ("Left with %d gems", lair_seat_get_outcome_gems (ada));
  g_assert_nonnull (ui_test_find (t.panels[0], GTK_TYPE_LABEL, NULL, NULL));
  {
    g_autoptr(GPtrArray) labels = ui_test_find_all (t.panels[0], GTK_TYPE_LABEL, NULL, NULL);
    gboolean found = FALSE;

    for (guint k = 0; k < labels->len; k++)
      found |= g_strcmp0 (gtk_label_get_text (g_ptr_array_index (labels, k)), left) == 0;
    g_assert_true (found);
  }
  table_clear (&t);
}

/* The results: a chest per dungeon that adds up to the final one, a
 * podium, and ties said in words */
static void
test_results (void)
{
  LairGameSession *session = lair_game_session_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = g_object_new (LAIR_TYPE_SUMMARY_VIEW, NULL);
  LairGameRecord record;
  g_autoptr(GPtrArray) rows = NULL;

  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);
  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ada", NULL));
  g_assert_true (lair_game_session_join_seat (session, 2, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 2, "Bo", NULL));
  lair_game_session_set_seed (session, 11);
  g_assert_true (lair_game_session_play (session, NULL));
  g_assert_true (lair_game_session_hand_to_computer (session, 0, NULL));
  g_assert_true (lair_game_session_hand_to_computer (session, 2, NULL));
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_FINISHED);

  /* money in the chest is safe: it never shrinks, and ends as the chest */
  for (guint i = 0; i < 3; i += 2)
    {
      gint before = 0;

      for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
        {
          gint chest = lair_game_session_get_dungeon_chest (session, i, d);

          g_assert_cmpint (chest, >=, before);
          before = chest;
        }
      g_assert_cmpint (before, ==, lair_seat_get_chest (lair_game_session_get_seat (session, i)));
    }
  g_assert_cmpint (lair_game_session_get_dungeon_chest (session, 1, 0), ==, -1);

  gtk_window_set_child (GTK_WINDOW (window), view);
  ui_test_present (GTK_WINDOW (window));
  record = *lair_game_session_get_record (session);
  lair_summary_view_show_game (LAIR_SUMMARY_VIEW (view), session, &record);
  rows = ui_test_find_all (view, ADW_TYPE_ACTION_ROW, NULL, NULL);
  g_assert_cmpuint (rows->len, ==, 2);
  g_assert_cmpuint (lair_chest_chart_get_n_lines (LAIR_CHEST_CHART (ui_test_find (view, LAIR_TYPE_CHEST_CHART,
                                                                                  NULL, NULL))), ==, 2);

  /* the same money: the gold bars decide, and the words say so */
  record.seats[0].chest = record.seats[1].chest = 31;
  record.seats[0].gold_bars = 3;
  record.seats[1].gold_bars = 1;
  record.seats[0].winner = TRUE;
  record.seats[1].winner = FALSE;
  record.seats[0].achievements = record.seats[1].achievements = 0;
  lair_summary_view_show_game (LAIR_SUMMARY_VIEW (view), session, &record);
  g_assert_cmpstr (lair_summary_view_get_tie_text (LAIR_SUMMARY_VIEW (view)), ==,
                   "Ada and Bo finished with $31 each; Ada wins on gold bars, 3 to 1.");
  g_assert_nonnull (ui_test_find (view, GTK_TYPE_LABEL, ui_test_label_is, (gpointer) "Ada Wins"));
  /* each row says its place, score and chests to a screen reader */
  {
    g_autoptr(GString) expected = g_string_new ("Place 1, $31 · 3 bars; dungeon by dungeon: ");
    g_autofree char *problem = NULL;

    for (guint d = 0; d < LAIR_N_DUNGEONS; d++)
      g_string_append_printf (expected, d > 0 ? ", $%d" : "$%d", lair_game_session_get_dungeon_chest (session, 0, d));
    g_ptr_array_unref (rows);
    rows = ui_test_find_all (view, ADW_TYPE_ACTION_ROW, NULL, NULL);
    problem = gtk_test_accessible_check_property (GTK_ACCESSIBLE (g_ptr_array_index (rows, 0)),
                                                  GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, expected->str);
    if (problem != NULL)
    g_error ("%s", problem);
  }

  /* and when the bars are level too, both win */
  record.seats[1].gold_bars = 3;
  record.seats[1].winner = TRUE;
  lair_summary_view_show_game (LAIR_SUMMARY_VIEW (view), session, &record);
  g_assert_cmpstr (lair_summary_view_get_tie_text (LAIR_SUMMARY_VIEW (view)), ==,
                   "A tie: Ada and Bo finished with $31 and 3 gold bars each.");
  g_assert_nonnull (ui_test_find (view, GTK_TYPE_LABEL, ui_test_label_is, (gpointer) "Ada and Bo Win"));

  /* a clear win needs no words */
  record.seats[1].chest = 12;
  record.seats[1].winner = FALSE;
  lair_summary_view_show_game (LAIR_SUMMARY_VIEW (view), session, &record);
  g_assert_null (lair_summary_view_get_tie_text (LAIR_SUMMARY_VIEW (view)));

  ui_test_destroy (GTK_WINDOW (window));
  ui_test_finalize (session);
}

/* The results of a game played by the computers for @n people, shown
 * in a window @width pixels wide; destroy the window and finalize the
 * session once done */
static GtkWidget *
results_window_new (LairGameSession  **session_out,
                    const char *const *names,
                    guint              n,
                    guint              seed,
                    int                width)
{
  LairGameSession *session = lair_game_session_new ();
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = g_object_new (LAIR_TYPE_SUMMARY_VIEW, NULL);
  LairGameRecord record;

  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);
  for (guint i = 0; i < n; i++)
    {
      g_assert_true (lair_game_session_join_seat (session, i, NULL));
      g_assert_true (lair_game_session_finish_joining (session, i, names[i], NULL));
    }
  lair_game_session_set_seed (session, seed);
  g_assert_true (lair_game_session_play (session, NULL));
  for (guint i = 0; i < n; i++)
    g_assert_true (lair_game_session_hand_to_computer (session, i, NULL));
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_FINISHED);

  gtk_window_set_default_size (GTK_WINDOW (window), width, 700);
  gtk_window_set_child (GTK_WINDOW (window), view);
  ui_test_present (GTK_WINDOW (window));
  record = *lair_game_session_get_record (session);
  lair_summary_view_show_game (LAIR_SUMMARY_VIEW (view), session, &record);
  ui_test_wait_for_frame (view);
  *session_out = session;
  return window;
}

/* A long name on the podium takes two lines rather than lose its end,
 * even on a phone */
static void
test_podium_names (void)
{
  static const char *names[] = { "Fenn la Mousse-Dorée", "Pike la Poussière" };
  LairGameSession *session;
  GtkWidget *window = results_window_new (&session, names, G_N_ELEMENTS (names), 5, 360);
  GtkWidget *podium;

  podium = ui_test_find (window, GTK_TYPE_BOX, ui_test_has_class, "podium");
  g_assert_nonnull (podium);
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      GtkWidget *name = ui_test_find (podium, GTK_TYPE_LABEL, ui_test_label_is, (gpointer) names[i]);
      PangoLayout *layout;

      g_assert_nonnull (name);
      ui_test_wait_until (gtk_widget_get_mapped (name));
      layout = gtk_label_get_layout (GTK_LABEL (name));
      g_assert_false (pango_layout_is_ellipsized (layout));
      /* two at most: newer GTKs' text may fit the name on one */
      g_assert_cmpint (pango_layout_get_line_count (layout), <=, 2);
    }

  ui_test_destroy (GTK_WINDOW (window));
  ui_test_finalize (session);
}

/* On a phone, each row of the results keeps its name on one line and
 * its chests dungeon by dungeon on one, beside the score and the
 * achievements' pictures */
static void
test_results_rows_narrow (void)
{
  static const char *names[] = { "Ann", "Old Rook", "Bastian", "Mossy Fenn" };
  LairGameSession *session;
  GtkWidget *window = results_window_new (&session, names, G_N_ELEMENTS (names), 5, 360);
  g_autoptr(GPtrArray) rows = ui_test_find_all (window, ADW_TYPE_ACTION_ROW, NULL, NULL);
  guint pictures = 0;

  g_assert_cmpuint (rows->len, ==, G_N_ELEMENTS (names));
  for (guint i = 0; i < rows->len; i++)
    {
      GtkWidget *row = g_ptr_array_index (rows, i);
      GtkWidget *title = ui_test_find (row, GTK_TYPE_LABEL, ui_test_has_class, "title");
      GtkWidget *subtitle = ui_test_find (row, GTK_TYPE_LABEL, ui_test_has_class, "subtitle");
      g_autoptr(GPtrArray) sprites = ui_test_find_all (row, GTK_TYPE_IMAGE, NULL, NULL);

      g_assert_nonnull (title);
      g_assert_nonnull (subtitle);
      ui_test_wait_until (gtk_widget_get_mapped (subtitle));
      g_test_message ("%s: %d and %d lines", gtk_label_get_text (GTK_LABEL (title)),
                      pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (title))),
                      pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (subtitle))));
      g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (title))), ==, 1);
      g_assert_cmpint (pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (subtitle))), ==, 1);
      for (guint k = 0; k < sprites->len; k++)
        pictures += gtk_widget_get_mapped (g_ptr_array_index (sprites, k));
    }
  /* the rows did carry the achievements' pictures */
  g_test_message ("%u pictures", pictures);
  g_assert_cmpuint (pictures, >=, G_N_ELEMENTS (names));

  ui_test_destroy (GTK_WINDOW (window));
  ui_test_finalize (session);
}

static gboolean
is_play (GtkWidget *widget,
         gpointer   data)
{
  return g_strcmp0 (gtk_button_get_label (GTK_BUTTON (widget)), "_Play") == 0;
}

static gboolean
is_discard (GtkWidget *widget,
            gpointer   data)
{
  return g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (widget)), "win.discard-game") == 0;
}

/* The seats of the menu keep one height whatever sits there */
static void
assert_rows_even (GtkWidget *window)
{
  g_autoptr(GPtrArray) rows = ui_test_find_all (window, LAIR_TYPE_SEAT_ROW, NULL, NULL);
  int height = -1;

  g_assert_cmpuint (rows->len, ==, LAIR_N_SEATS);
  for (guint i = 0; i < rows->len; i++)
    {
      g_autoptr(LairSeat) seat = NULL;
      int natural;

      /* each row is built from its seat, which it shows as a property */
      g_object_get (g_ptr_array_index (rows, i), "seat", &seat, NULL);
      g_assert_true (seat == lair_seat_row_get_seat (g_ptr_array_index (rows, i)));
      g_assert_nonnull (seat);
      gtk_widget_measure (g_ptr_array_index (rows, i), GTK_ORIENTATION_VERTICAL, 300, NULL, &natural, NULL, NULL);
      if (height < 0)
        height = natural;
      g_assert_cmpint (natural, ==, height);
    }
}

/* Play comes first in the menu's focus order, names are said once, the
 * seats do not change height, and an unfinished game can be discarded
 * beside Resume */
/* Of the window's actions for a game, the ones named are enabled, and
 * only those */
static void
assert_actions (LairWindow *window,
                ...)
{
  static const char * const all[] = { "play", "resume", "discard-game", "leave-game" };
  g_autoptr(GPtrArray) enabled = g_ptr_array_new ();
  const char *name;
  va_list args;

  va_start (args, window);
  while ((name = va_arg (args, const char *)) != NULL)
    g_ptr_array_add (enabled, (gpointer) name);
  va_end (args);
  for (guint i = 0; i < G_N_ELEMENTS (all); i++)
    {
      gboolean expected = g_ptr_array_find_with_equal_func (enabled, all[i], g_str_equal, NULL);

      if (g_action_group_get_action_enabled (G_ACTION_GROUP (window), all[i]) != expected)
        g_error ("win.%s is %s", all[i], expected ? "disabled" : "enabled");
    }
}

static void
test_menu (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  GtkWidget *play;
  GtkWidget *discard;
  guint presses = 0;

  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 720);
  ui_test_present (GTK_WINDOW (window));

  assert_rows_even (GTK_WIDGET (window));
  g_assert_true (lair_game_session_make_computer (session, 1, NULL));
  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  assert_rows_even (GTK_WIDGET (window));
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ada", NULL));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  assert_rows_even (GTK_WIDGET (window));

  /* Play is in view at the default size, and a few Tabs away */
  play = ui_test_find (GTK_WIDGET (window), GTK_TYPE_BUTTON, is_play, NULL);
  g_assert_true (ui_test_is_showing (play));
  g_assert_true (gtk_widget_is_sensitive (play));
  {
    graphene_point_t point;

    g_assert_true (gtk_widget_compute_point (play, GTK_WIDGET (window), &GRAPHENE_POINT_INIT (0, 0), &point));
    g_assert_cmpfloat (point.y + gtk_widget_get_height (play), <, 720);
  }
  gtk_root_set_focus (GTK_ROOT (window), NULL);
  while (presses < 30 && gtk_root_get_focus (GTK_ROOT (window)) != play)
    {
      gtk_widget_child_focus (GTK_WIDGET (window), GTK_DIR_TAB_FORWARD);
      presses++;
    }
  g_assert_true (gtk_root_get_focus (GTK_ROOT (window)) == play);
  g_assert_cmpuint (presses, <=, 4);

  /* a game left unfinished: Resume and Discard side by side */
  discard = ui_test_find (GTK_WIDGET (window), GTK_TYPE_BUTTON, is_discard, NULL);
  g_assert_false (ui_test_is_showing (discard));
  assert_actions (window, "play", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.play", NULL);
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING);
  assert_actions (window, "leave-game", NULL);
  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_MENU);
  assert_actions (window, "play", "resume", "discard-game", NULL);
  /* the menu comes back at the end of the page's transition */
  ui_test_wait_until (ui_test_is_showing (discard));
  g_assert_true (ui_test_is_showing (ui_test_find_button (GTK_WIDGET (window), "Resume Game")));

  lair_game_keeper_discard (lair_window_get_keeper (window));
  ui_test_destroy (GTK_WINDOW (window));
}

/* Under Play, a hint says what Play waits for; once Play can start, the
 * hint fades but keeps its words, and its line */
static void
test_menu_hint (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);
  const char *nobody = "Join a seat, or give one to the computer, to play.";
  const char *joining = "Play waits until everybody joining is done.";
  GtkWidget *hint;

  ui_test_present (GTK_WINDOW (window));
  hint = ui_test_find (GTK_WIDGET (window), GTK_TYPE_LABEL, ui_test_label_is, (gpointer) nobody);
  g_assert_nonnull (hint);
  g_assert_cmpfloat (gtk_widget_get_opacity (hint), ==, 1.0);

  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==, joining);
  g_assert_cmpfloat (gtk_widget_get_opacity (hint), ==, 1.0);
  g_assert_true (lair_game_session_finish_joining (session, 0, "Ann", NULL));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==, joining);
  g_assert_cmpfloat (gtk_widget_get_opacity (hint), ==, 0.0);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (hint), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE);

  g_assert_true (lair_game_session_leave_seat (session, 0, NULL));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==, nobody);
  g_assert_cmpfloat (gtk_widget_get_opacity (hint), ==, 1.0);
  gtk_test_accessible_assert_state (GTK_ACCESSIBLE (hint), GTK_ACCESSIBLE_STATE_HIDDEN, FALSE);
  g_assert_true (lair_game_session_make_computer (session, 3, NULL));
  g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (hint)), ==, nobody);
  g_assert_cmpfloat (gtk_widget_get_opacity (hint), ==, 0.0);

  ui_test_destroy (GTK_WINDOW (window));
}

/* The drop-down's list of levels as it is open, and whether the tick of
 * each level shows */
static void
assert_ticks (GtkWidget *dropdown,
              guint      chosen)
{
  GtkWidget *popover = ui_test_find (dropdown, GTK_TYPE_POPOVER, NULL, NULL);
  g_autoptr(GPtrArray) ticks = NULL;
  guint shown = 0;

  g_assert_nonnull (popover);
  ticks = ui_test_find_all (popover, GTK_TYPE_IMAGE, NULL, NULL);
  for (guint i = 0; i < ticks->len; i++)
    {
      GtkWidget *tick = g_ptr_array_index (ticks, i);
      GtkWidget *label = gtk_widget_get_first_child (gtk_widget_get_parent (tick));
      gboolean is_chosen;

      if (!GTK_IS_LABEL (label))
        continue;
      is_chosen = g_strcmp0 (gtk_label_get_text (GTK_LABEL (label)),
                             lair_words_level ((LairAiKind[]) { LAIR_AI_EASY, LAIR_AI_NORMAL, LAIR_AI_HARD,
                                                                LAIR_AI_EXPERT }[chosen])) == 0;
      g_assert_cmpfloat (gtk_widget_get_opacity (tick), ==, is_chosen ? 1.0 : 0.0);
      shown++;
    }
  g_assert_cmpuint (shown, ==, 4);
}

/* A seat's row in the menu shows who sits there and what can be done:
 * its buttons, its words and its looks follow the seat, and so do the
 * computer's level and its tick in the list of levels */
static void
test_row_follows_seat (void)
{
  g_autoptr(LairApplication) app = ui_test_application_new ();
  g_autoptr(LairGameSession) session = lair_game_session_new ();
  LairSeat *seat = lair_game_session_get_seat (session, 2);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *row = lair_seat_row_new (session, seat, lair_application_get_settings (app));
  GtkWidget *box = gtk_flow_box_new ();
  GtkWidget *card = gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (row));
  GtkWidget *dropdown;
  const char *computer;

#define SHOWING(label) (ui_test_find_button (row, (label)) != NULL && \
                        gtk_widget_get_visible (ui_test_find_button (row, (label))))
  gtk_flow_box_append (GTK_FLOW_BOX (box), row);
  gtk_window_set_child (GTK_WINDOW (window), box);
  ui_test_present (GTK_WINDOW (window));

  g_assert_true (SHOWING ("Join") && SHOWING ("Computer"));
  g_assert_false (SHOWING ("Done") || SHOWING ("Leave"));
  g_assert_nonnull (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Seat 3"));
  g_assert_nonnull (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Empty"));
  g_assert_true (ui_test_has_class (card, "empty"));
  g_assert_true (ui_test_has_class (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Seat 3"), "dim-label"));
  g_assert_true (ui_test_has_class (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Seat 3"), "heading"));

  g_assert_true (lair_game_session_join_seat (session, 2, NULL));
  g_assert_true (SHOWING ("Done"));
  g_assert_false (SHOWING ("Join") || SHOWING ("Computer") || SHOWING ("Leave"));
  g_assert_true (ui_test_is_showing (ui_test_find (row, GTK_TYPE_ENTRY, NULL, NULL)));
  g_assert_nonnull (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Joining"));
  g_assert_false (ui_test_has_class (card, "empty"));

  g_assert_true (lair_game_session_finish_joining (session, 2, "Ann", NULL));
  g_assert_true (SHOWING ("Leave"));
  g_assert_false (SHOWING ("Done") || SHOWING ("Join"));
  g_assert_false (ui_test_is_showing (ui_test_find (row, GTK_TYPE_ENTRY, NULL, NULL)));
  g_assert_nonnull (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Ann"));
  g_assert_nonnull (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Player"));
  g_assert_false (ui_test_has_class (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Ann"), "dim-label"));
  g_assert_true (ui_test_has_class (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Ann"), "heading"));
  lair_seat_set_name (seat, "Ann Bo");
  g_assert_nonnull (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Ann Bo"));

  /* a computer, at the level the drop-down shows and ticks */
  g_assert_true (lair_game_session_leave_seat (session, 2, NULL));
  g_assert_true (ui_test_has_class (card, "empty"));
  g_assert_null (ui_test_find (row, GTK_TYPE_DROP_DOWN, NULL, NULL));
  g_assert_true (lair_game_session_make_computer (session, 2, NULL));
  computer = lair_seat_get_name (seat);
  dropdown = ui_test_find (row, GTK_TYPE_DROP_DOWN, NULL, NULL);
  g_assert_true (gtk_widget_get_visible (dropdown));
  g_assert_nonnull (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, (gpointer) computer));
  g_assert_nonnull (ui_test_find (row, GTK_TYPE_LABEL, ui_test_label_is, "Computer"));
  {
    g_autofree char *name = g_strdup_printf ("Level for %s", computer);

    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (dropdown), GTK_ACCESSIBLE_PROPERTY_LABEL, name);
  }
  lair_seat_set_level (seat, LAIR_AI_HARD);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, 2);
  /* its button, which takes the keys, says the level it shows: a screen
   * reader says the drop-down's name before it, not twice */
  {
    GtkWidget *button = ui_test_find (dropdown, GTK_TYPE_TOGGLE_BUTTON, NULL, NULL);

    g_assert_nonnull (button);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Hard");
    lair_seat_set_level (seat, LAIR_AI_EXPERT);
    gtk_test_accessible_assert_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, "Expert");
    lair_seat_set_level (seat, LAIR_AI_HARD);
  }
  g_signal_emit_by_name (dropdown, "activate");
  ui_test_wait_for_frame (dropdown);
  assert_ticks (dropdown, 2);
  lair_seat_set_level (seat, LAIR_AI_EASY);
  g_assert_cmpuint (gtk_drop_down_get_selected (GTK_DROP_DOWN (dropdown)), ==, 0);
  assert_ticks (dropdown, 0);
  /* chosen in the list, the computer plays at that level */
  gtk_drop_down_set_selected (GTK_DROP_DOWN (dropdown), 3);
  g_assert_cmpint (lair_seat_get_level (seat), ==, LAIR_AI_EXPERT);
  assert_ticks (dropdown, 3);

  g_assert_true (lair_game_session_leave_seat (session, 2, NULL));
  g_assert_false (gtk_widget_get_visible (dropdown));
  g_assert_true (SHOWING ("Join"));
#undef SHOWING
  ui_test_destroy (GTK_WINDOW (window));
}

/* The marks of every token showing in @window, none empty; each must be
 * unique and none may read as a symbol */
static void
assert_marks_unique (GtkWidget *window,
                     guint      expected)
{
  g_autoptr(GPtrArray) tokens = ui_test_find_all (window, LAIR_TYPE_SEAT_TOKEN, NULL, NULL);
  g_autoptr(GHashTable) marks = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < tokens->len; i++)
    {
      GtkWidget *token = g_ptr_array_index (tokens, i);
      guint index;
      g_autofree char *mark = NULL;

      if (!ui_test_is_showing (token))
        continue;
      g_object_get (token, "index", &index, "initial", &mark, NULL);
      g_assert_nonnull (mark);
      g_assert_cmpstr (mark, !=, "I");
      if (g_hash_table_contains (marks, mark))
        g_assert_cmpuint (GPOINTER_TO_UINT (g_hash_table_lookup (marks, mark)), ==, index + 1);
      else
        g_hash_table_insert (marks, g_steal_pointer (&mark), GUINT_TO_POINTER (index + 1));
    }
  g_assert_cmpuint (g_hash_table_size (marks), ==, expected);
}

/* No two seats at a table carry the same mark on their tokens: Bob and
 * Brass Nell are "Bo" and "Br", and Iron Hale's I, which reads as "!" on
 * the star, takes its next letter */
static void
test_token_marks (void)
{
  const char *names[LAIR_N_SEATS] = { "Bob", NULL, "Brass Nell", "Ivy", "Iron Hale", "ann", "Bobby", "Zed", "?!" };
  const char *expected[LAIR_N_SEATS] = { "B1", "2", "Br", "Iv", "Ir", "A", "B7", "Z", "9" };
  g_autoptr(LairApplication) app = ui_test_application_new ();
  LairWindow *window = lair_window_new (app);
  LairGameSession *session = lair_window_get_session (window);

  g_auto(GStrv) marks = lair_seat_marks (names, LAIR_N_SEATS);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    g_assert_cmpstr (marks[i], ==, expected[i]);

  /* at the table: the menu's seats, then the seats in the game */
  lair_game_session_set_think_delay (session, 0);
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  ui_test_present (GTK_WINDOW (window));
  g_assert_true (lair_game_session_join_seat (session, 0, NULL));
  g_assert_true (lair_game_session_finish_joining (session, 0, "Bob", NULL));
  for (guint i = 1; i < LAIR_N_SEATS; i++)
    g_assert_true (lair_game_session_make_computer (session, i, NULL));
  ui_test_wait_for_frame (GTK_WIDGET (window));
  assert_marks_unique (GTK_WIDGET (window), LAIR_N_SEATS);
  {
    const char *bob = lair_seat_get_mark (lair_game_session_get_seat (session, 0));
    const char *nell = lair_seat_get_mark (lair_game_session_get_seat (session, 2));

    g_assert_cmpstr (lair_seat_get_name (lair_game_session_get_seat (session, 2)), ==, "Brass Nell");
    g_assert_cmpstr (bob, ==, "Bo");
    g_assert_cmpstr (nell, ==, "Br");
  }

  gtk_widget_activate_action (GTK_WIDGET (window), "win.play", NULL);
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_PLAYING);
  ui_test_wait_for_frame (GTK_WIDGET (window));
  assert_marks_unique (GTK_WIDGET (window), LAIR_N_SEATS);

  gtk_widget_activate_action (GTK_WIDGET (window), "win.leave-game", NULL);
  ui_test_wait_until (lair_game_session_get_phase (session) == LAIR_SESSION_MENU);
  lair_game_keeper_discard (lair_window_get_keeper (window));
  ui_test_destroy (GTK_WINDOW (window));
}

int
main (int   argc,
      char *argv[])
{
  /* accessible names are read back through GTK's test context */
  g_setenv ("GTK_A11Y", "test", TRUE);
  ui_test_init (&argc, &argv);

  for (LairAdventure a = 0; a < LAIR_N_ADVENTURES; a++)
    {
      g_autofree char *path = g_strdup_printf ("/seats/option-order/%d", a);

      g_test_add_data_func (path, GUINT_TO_POINTER (a), test_option_order);
    }
  g_test_add_func ("/seats/choice-hidden", test_choice_hidden);
  g_test_add_func ("/seats/panel-follows-seat", test_panel_follows_seat);
  g_test_add_func ("/seats/panel-follows-shown", test_panel_follows_shown);
  g_test_add_func ("/seats/odds-hidden", test_odds_hidden);
  g_test_add_func ("/seats/take-over-secret", test_take_over_secret);
  g_test_add_func ("/seats/stale-options-close", test_stale_options_close);
  g_test_add_func ("/seats/summary-and-outcome", test_summary_and_outcome);
  g_test_add_func ("/seats/menu", test_menu);
  g_test_add_func ("/seats/row-follows-seat", test_row_follows_seat);
  g_test_add_func ("/seats/menu-hint", test_menu_hint);
  g_test_add_func ("/seats/token-marks", test_token_marks);
  g_test_add_func ("/seats/results", test_results);
  g_test_add_func ("/seats/podium-names", test_podium_names);
  g_test_add_func ("/seats/results-rows-narrow", test_results_rows_narrow);
  return ui_test_run ();
}
