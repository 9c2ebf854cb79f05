/* test-games.c — whole games played as the players play them: people
 * through their panels' buttons and options, computers by themselves,
 * with the board, the panels and the log held to the session after every
 * room
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "lair-words-summary.h"

#include <stdlib.h>

#include "lair-game-keeper.h"
#include "lair-game-view.h"
#include "lair-labels.h"
#include "lair-path.h"
#include "lair-room-card.h"
#include "lair-seat-panel.h"
#include "lair-seat-row.h"
#include "lair-summary-view.h"
#include "lair-window.h"
#include "ui-test-utils.h"

/* A table: who sits where, the game's seed and what the game meets */
typedef struct {
  const char *seats;        /* a letter a seat: 'H' a person, 'C' a computer, '.' nobody */
  guint64 seed;
  gboolean meets_monte;
  gboolean meets_sphinx;
  guint quit_in_dungeon;    /* quit there at the second rest, then resume; 0 never */
  gboolean quit_at_sphinx;  /* quit before the ways of the first Sphinx are chosen, then resume */
  gboolean quit_after_monte; /* quit at the first rest after a Monte's cards are turned, then resume */
} Table;

/* A person's pick of a Monte card, to find in the log once turned */
typedef struct {
  guint seat;
  guint decision;
  guint position;
  gint card;
} MontePick;

typedef struct {
  LairApplication *app;
  LairWindow *window;
  LairGameSession *session;
  const Table *table;

  /* what the session told, per dungeon */
  guint n_left[LAIR_N_DUNGEONS + 1][LAIR_N_SEATS];
  guint n_scared[LAIR_N_DUNGEONS + 1][LAIR_N_SEATS];
  gint coins[LAIR_N_DUNGEONS + 1][2];
  guint32 coin_sides[LAIR_N_DUNGEONS + 1];
  guint coin_room[LAIR_N_DUNGEONS + 1];
  /* the ways the people took at the Sphinx, per dungeon and side */
  guint32 ways[LAIR_N_DUNGEONS + 1][2];

  /* where the game was resumed: the log starts there */
  guint resumed_dungeon;
  guint resumed_room;
  gboolean quit_done;

  GArray *monte_picks;
  guint n_monte_rooms;
  guint n_monte_checked;
  guint n_sphinx_checked;
  guint n_rests;
  guint n_rests_in_dungeon;
  guint n_summaries;
  guint n_choices;
  guint last_decision;
  guint last_dungeon;
  gboolean results;
} Fixture;

static void
set_quick (LairGameSession *session)
{
  lair_game_session_set_think_delay (session, 0);
  lair_game_session_set_grace_delay (session, 0);
  lair_game_session_set_reveal_delay (session, 0);
}

static void
fixture_setup (Fixture       *f,
               gconstpointer  data)
{
  f->table = data;
  f->app = ui_test_application_new ();
  f->window = lair_window_new (f->app);
  f->session = lair_window_get_session (f->window);
  f->monte_picks = g_array_new (FALSE, TRUE, sizeof (MontePick));
  f->last_decision = G_MAXUINT;
  set_quick (f->session);
  /* the adventures of a game follow those used before: each table starts
   * from none, whichever table played first */
  {
    const gint none[LAIR_N_ADVENTURES] = { 0 };
    g_autoptr(GError) error = NULL;
    LairStore *store = lair_application_get_store (f->app, &error);

    g_assert_no_error (error);
    g_assert_true (lair_store_set_usage (store, none, &error));
    g_assert_no_error (error);
  }
  ui_test_present (GTK_WINDOW (f->window));
}

static void
fixture_teardown (Fixture       *f,
                  gconstpointer  data)
{
  g_signal_handlers_disconnect_by_data (f->session, f);
  lair_game_keeper_discard (lair_window_get_keeper (f->window));
  ui_test_destroy (GTK_WINDOW (f->window));
  g_clear_pointer (&f->monte_picks, g_array_unref);
  g_clear_object (&f->app);
}

/* Widgets */

static GtkWidget *
seat_row (Fixture *f,
          guint    index)
{
  return ui_test_seat_row (GTK_WIDGET (f->window), index);
}

static void
join (Fixture    *f,
      guint       index,
      const char *name)
{
  ui_test_join (GTK_WIDGET (f->window), f->session, index, name);
}

static void
add_computer (Fixture *f,
              guint    index)
{
  GtkWidget *row = seat_row (f, index);
  GtkWidget *dropdown;

  ui_test_click (row, "Computer");
  dropdown = ui_test_find (row, GTK_TYPE_DROP_DOWN, NULL, NULL);
  ui_test_wait_until (ui_test_is_showing (dropdown));
  g_assert_cmpint (lair_seat_get_kind (lair_game_session_get_seat (f->session, index)), ==, LAIR_SEAT_COMPUTER);
}

static GtkWidget *
seat_panel (Fixture *f,
            guint    index)
{
  return ui_test_seat_panel (GTK_WIDGET (f->window), index);
}

/* The text of the label with @css_class inside @root */
static const char *
label_text (GtkWidget  *root,
            GType       type,
            const char *css_class)
{
  GtkWidget *holder = ui_test_find (root, type, ui_test_has_class, (gpointer) css_class);
  GtkWidget *label;

  g_assert_nonnull (holder);
  label = GTK_IS_LABEL (holder) ? holder : ui_test_find (holder, GTK_TYPE_LABEL, NULL, NULL);
  g_assert_nonnull (label);
  return gtk_label_get_text (GTK_LABEL (label));
}

static gboolean
is_chest_box (GtkWidget *widget,
              gpointer   data)
{
  const char *tooltip = gtk_widget_get_tooltip_text (widget);

  return tooltip != NULL && strcmp (tooltip, "Money in the chest") == 0;
}

static gboolean
is_phase (LairGameSession  *session,
          LairSessionPhase  phase)
{
  return lair_game_session_get_phase (session) == phase;
}

static gboolean
busy (Fixture *f)
{
  return lair_game_view_get_busy (lair_window_get_game_view (f->window));
}

/* The log */

static guint
count_lines (GListModel *log,
             guint       from,
             const char *prefix)
{
  guint n = 0;

  for (guint i = from; i < g_list_model_get_n_items (log); i++)
    {
      g_autoptr(GtkStringObject) line = g_list_model_get_item (log, i);

      n += g_str_has_prefix (gtk_string_object_get_string (line), prefix);
    }
  return n;
}

/* The index of the last line that starts with @prefix, or -1 */
static gint
last_line (GListModel *log,
           const char *prefix)
{
  for (guint i = g_list_model_get_n_items (log); i > 0; i--)
    {
      g_autoptr(GtkStringObject) line = g_list_model_get_item (log, i - 1);

      if (g_str_has_prefix (gtk_string_object_get_string (line), prefix))
        return (gint) i - 1;
    }
  return -1;
}

static const char *
line_at (GListModel *log,
         guint       index)
{
  g_autoptr(GtkStringObject) line = g_list_model_get_item (log, index);

  g_assert_nonnull (line);
  /* the log holds its lines */
  return gtk_string_object_get_string (line);
}

/* Where the log of the current dungeon starts: its first line, or the
 * first line of all in a game resumed in this dungeon */
static guint
dungeon_start (Fixture *f)
{
  GListModel *log = lair_game_view_get_log (lair_window_get_game_view (f->window));
  guint dungeon = lair_game_session_get_dungeon (f->session);
  g_autofree char *prefix = g_strdup_printf ("Dungeon %u: ", dungeon);
  gint start = last_line (log, prefix);

  if (start < 0)
    {
      g_assert_cmpuint (dungeon, ==, f->resumed_dungeon);
      return 0;
    }
  return (guint) start;
}

/* What the session tells */

static void
seat_left_cb (LairGameSession *session,
              LairSeat        *seat,
              gint             gems,
              gint             bars,
              gint             value,
              gint             coins,
              guint            flags,
              Fixture         *f)
{
  /* a resumed game tells its dungeon again: counted once already */
  if (!lair_game_session_get_retelling (session))
    f->n_left[lair_game_session_get_dungeon (session)][lair_seat_get_index (seat)]++;
}

static void
spider_struck_cb (LairGameSession *session,
                  LairSeat        *seat,
                  gint             gems,
                  Fixture         *f)
{
  if (!lair_game_session_get_retelling (session))
    f->n_scared[lair_game_session_get_dungeon (session)][lair_seat_get_index (seat)]++;
}

static void
coins_found_cb (LairGameSession *session,
                gint             side,
                gint             coins,
                gint             left,
                Fixture         *f)
{
  guint dungeon = lair_game_session_get_dungeon (session);

  g_assert_cmpint (side, >=, 0);
  g_assert_cmpint (side, <, 2);
  g_test_message ("coins found: dungeon %u room %u side %d coins %d left %d", dungeon,
                  lair_game_session_get_room (session), side, coins, left);
  f->coins[dungeon][side] = coins;
  f->coin_sides[dungeon] |= 1u << side;
  f->coin_room[dungeon] = lair_game_session_get_room (session);
}

static void
listen (Fixture *f)
{
  g_signal_connect (f->session, "seat-left", G_CALLBACK (seat_left_cb), f);
  g_signal_connect (f->session, "spider-struck", G_CALLBACK (spider_struck_cb), f);
  g_signal_connect (f->session, "coins-found", G_CALLBACK (coins_found_cb), f);
}

/* The checks at rest */

static LairRoomItem *
current_room (Fixture *f)
{
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  LairRoomItem *current = NULL;

  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);

      if (lair_room_item_get_current (room))
        current = room;
    }
  return current;
}

/* The badges and the path say where the players stand */
static void
check_board (Fixture *f)
{
  LairGameView *view = lair_window_get_game_view (f->window);
  LairPath *path = lair_game_view_get_path (view);
  GListModel *log = lair_game_view_get_log (view);
  LairRoomItem *current = current_room (f);
  LairRoomCard *card = lair_path_get_current_card (path);
  guint room = lair_game_session_get_room (f->session);
  guint dungeon = lair_game_session_get_dungeon (f->session);
  g_autoptr(GPtrArray) badges = ui_test_find_all (GTK_WIDGET (view), GTK_TYPE_BOX, ui_test_has_class, "badge");
  g_autofree char *wide = g_strdup_printf ("Dungeon %u · Room %u", dungeon, room);
  g_autofree char *narrow = g_strdup_printf ("Room %u", room);
  const char *badge;
  guint32 inside = 0;

  g_assert_nonnull (current);
  g_assert_cmpuint (lair_room_item_get_number (current), ==, room);

  /* the badges: the room's, the bravery, the floor */
  g_assert_cmpuint (badges->len, >=, 3);
  badge = gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (g_ptr_array_index (badges, 0))));
  g_assert_true (g_str_equal (badge, wide) || g_str_equal (badge, narrow));
  {
    g_autofree char *bravery = g_strdup_printf ("Bravery %d", lair_game_session_get_bravery (f->session));
    gint gems = lair_game_session_get_floor_gems (f->session);
    g_autofree char *floor = g_strdup_printf (gems == 1 ? "%d gem" : "%d gems", gems);
    g_autofree char *floor_narrow = g_strdup_printf ("%d, ", gems);

    badge = gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (g_ptr_array_index (badges, 1))));
    g_assert_cmpstr (badge, ==, bravery);
    badge = gtk_label_get_text (GTK_LABEL (gtk_widget_get_last_child (g_ptr_array_index (badges, 2))));
    if (lair_game_session_get_floor_bars (f->session) == 0)
      g_assert_cmpstr (badge, ==, floor);
    else
      g_assert_true (g_str_has_prefix (badge, floor) || g_str_has_prefix (badge, floor_narrow));
  }

  g_assert_nonnull (card);
  g_assert_true (lair_room_card_get_room (card) == current);
  g_assert_true (lair_path_get_current (path) == current);
  g_assert_true (lair_room_card_get_current (card));
  g_assert_false (lair_room_card_get_face_down (card));
  {
    g_autofree char *name = lair_room_card_describe (card);
    g_autofree char *start = g_strdup_printf ("Room %u, ", room);

    g_assert_true (g_str_has_prefix (name, start));
    g_assert_true (g_str_has_suffix (name, ", current"));
    /* one name, said in parts: no sentence ends inside it */
    if (strstr (name, "., ") != NULL)
      g_error ("a full stop inside the card's name: %s", name);
  }

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (lair_seat_get_inside (lair_game_session_get_seat (f->session, i)))
      inside |= 1u << i;
  g_assert_cmpuint (inside, !=, 0);
  g_assert_cmpuint (lair_path_get_inside (path), ==, inside);

  /* the log's last room is the one the players stand in, unless the game
   * was resumed there */
  if (dungeon != f->resumed_dungeon || room > f->resumed_room)
    {
      g_autofree char *prefix = g_strdup_printf ("Room %u:", room);
      gint last = last_line (log, "Room ");

      g_assert_cmpint (last, >=, (gint) dungeon_start (f));
      g_assert_true (g_str_has_prefix (line_at (log, last), prefix));
    }
}

/* What a seat's panel should say of its state, from the seat itself */
static char *
expected_state (LairSeat *seat)
{
  gint gems = lair_seat_get_outcome_gems (seat);

  switch (lair_seat_get_outcome (seat))
    {
    case LAIR_OUTCOME_LEFT:
      return g_strdup_printf (gems == 1 ? "Left with %d gem" : "Left with %d gems", gems);
    case LAIR_OUTCOME_SCARED:
      if (gems == 0)
        return g_strdup ("Scared out");
      return g_strdup_printf (gems == 1 ? "Scared out, lost %d gem" : "Scared out, lost %d gems", gems);
    case LAIR_OUTCOME_NONE:
    default:
      break;
    }
  if (!lair_seat_get_inside (seat))
    return g_strdup ("Out");
  switch (lair_seat_get_selection (seat))
    {
    case LAIR_SELECTION_SELECTING:
      return g_strdup ("Choosing…");
    case LAIR_SELECTION_SELECTED:
      return g_strdup ("Chosen");
    case LAIR_SELECTION_NONE:
    default:
      return g_strdup (lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER ? "Thinking…" : "Not chosen");
    }
}

/* Each seat in the game has its panel, showing its hand and chest, and
 * with @states, how it stands */
static void
check_panels (Fixture  *f,
              gboolean  states)
{
  g_autoptr(GPtrArray) panels = ui_test_find_all (GTK_WIDGET (f->window), LAIR_TYPE_SEAT_PANEL, NULL, NULL);
  guint n_players = 0;

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);
      GtkWidget *panel;
      GtkWidget *chest_box;
      g_autofree char *hand = NULL;
      g_autofree char *chest = NULL;
      g_autofree char *state = NULL;

      if (lair_seat_get_player (seat) < 0)
        {
          g_assert_cmpint (f->table->seats[i], ==, '.');
          continue;
        }
      g_assert_cmpint (f->table->seats[i], ==,
                       lair_seat_get_kind (seat) == LAIR_SEAT_COMPUTER ? 'C' : 'H');
      n_players++;
      panel = seat_panel (f, i);
      hand = g_strdup_printf ("%d", lair_seat_get_hand (seat));
      chest = g_strdup_printf ("$%d", lair_seat_get_chest (seat));
      g_assert_cmpstr (label_text (panel, GTK_TYPE_TOGGLE_BUTTON, "seat-hand"), ==, hand);
      chest_box = ui_test_find (panel, GTK_TYPE_BOX, is_chest_box, NULL);
      g_assert_nonnull (chest_box);
      g_assert_cmpstr (gtk_label_get_text (GTK_LABEL (ui_test_find (chest_box, GTK_TYPE_LABEL, NULL, NULL))), ==,
                       chest);
      if (!states)
        continue;
      state = expected_state (seat);
      g_assert_cmpstr (label_text (panel, GTK_TYPE_BOX, "seat-state"), ==, state);
    }
  g_assert_cmpuint (panels->len, ==, n_players);
  g_assert_cmpuint (n_players, ==, lair_game_session_get_n_players (f->session));
}

/* The log of this dungeon tells every seat that went out, as often as the
 * session did */
static void
check_log (Fixture *f)
{
  GListModel *log = lair_game_view_get_log (lair_window_get_game_view (f->window));
  guint dungeon = lair_game_session_get_dungeon (f->session);
  guint start = dungeon_start (f);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);
      g_autofree char *leaves = NULL;
      g_autofree char *scared = NULL;

      if (lair_seat_get_player (seat) < 0)
        continue;
      leaves = g_strdup_printf ("%s leaves with ", lair_seat_get_name (seat));
      scared = g_strdup_printf ("The spider scares %s out", lair_seat_get_name (seat));
      g_assert_cmpuint (count_lines (log, start, leaves), ==, f->n_left[dungeon][i]);
      g_assert_cmpuint (count_lines (log, start, scared), ==, f->n_scared[dungeon][i]);
    }
}

static const char *
position_name (guint position)
{
  const char *names[] = { "left", "middle", "right" };

  g_assert_cmpuint (position, <, G_N_ELEMENTS (names));
  return names[position];
}

/* The dealer's swaps, as the log tells them a line each from @at on,
 * played on @cards; returns the line after them */
static guint
play_shuffle (GListModel *log,
              guint       at,
              gint        cards[3])
{
  const struct {
    const char *sentence;
    guint a, b;
  } swaps[] = {
    { "The dealer swaps the left and middle cards.", 0, 1 },
    { "The dealer swaps the left and right cards.", 0, 2 },
    { "The dealer swaps the middle and right cards.", 1, 2 },
  };
  guint n_swaps = 0;

  for (; at < g_list_model_get_n_items (log); at++)
    {
      const char *line = line_at (log, at);
      guint s;

      for (s = 0; s < G_N_ELEMENTS (swaps); s++)
        if (g_strcmp0 (line, swaps[s].sentence) == 0)
          break;
      if (s == G_N_ELEMENTS (swaps))
        break;
      {
        gint t = cards[swaps[s].a];

        cards[swaps[s].a] = cards[swaps[s].b];
        cards[swaps[s].b] = t;
      }
      n_swaps++;
    }
  /* a shuffle to watch: three swaps at least */
  g_assert_cmpuint (n_swaps, >=, 3);
  return at;
}

/* A Monte told: its cards shown from best to worst, then shuffled, swap
 * by swap, into the deal the people pick from */
static void
check_monte_room (Fixture *f)
{
  GListModel *log = lair_game_view_get_log (lair_window_get_game_view (f->window));
  LairRoomItem *room = current_room (f);
  gint cards[3], order[3];
  g_autofree char *shown = NULL;
  gint at;

  if (lair_room_item_get_kind (room) != LAIR_ROOM_ADVENTURE ||
      lair_room_item_get_adventure (room) != LAIR_ADVENTURE_MONTE ||
      (lair_game_session_get_dungeon (f->session) == f->resumed_dungeon &&
       lair_room_item_get_number (room) <= f->resumed_room))
    return;

  lair_room_item_get_cards (room, cards);
  memcpy (order, cards, sizeof order);
  for (guint i = 0; i < 3; i++)
    for (guint j = i + 1; j < 3; j++)
      if (order[j] > order[i])
        {
          gint t = order[i];

          order[i] = order[j];
          order[j] = t;
        }
  /* a push gives nothing, and is said so */
  if (order[2] == 0 && order[1] > 0)
    shown = g_strdup_printf ("The dealer shows three cards: %+d and %+d gems, and one that gives nothing.",
                             order[0], order[1]);
  else
    shown = g_strdup_printf ("The dealer shows three cards: %+d, %+d and %+d gems.", order[0], order[1], order[2]);
  at = last_line (log, "The dealer shows three cards: ");
  g_assert_cmpint (at, >=, (gint) dungeon_start (f));
  g_assert_cmpstr (line_at (log, at), ==, shown);
  g_assert_cmpuint (at + 1, <, g_list_model_get_n_items (log));
  play_shuffle (log, at + 1, order);
  g_assert_cmpmem (order, sizeof order, cards, sizeof cards);
  f->n_monte_rooms++;
}

/* Each card a person picked is turned over in the log, once the Monte's
 * decision is over, or all of them at the dungeon's end */
static void
check_monte_picks (Fixture  *f,
                   gboolean  all)
{
  GListModel *log = lair_game_view_get_log (lair_window_get_game_view (f->window));
  guint decision = lair_game_session_get_decision (f->session);

  for (guint i = 0; i < f->monte_picks->len; i++)
    {
      MontePick *pick = &g_array_index (f->monte_picks, MontePick, i);
      LairSeat *seat = lair_game_session_get_seat (f->session, pick->seat);
      g_autofree char *line = NULL;

      if (pick->decision == G_MAXUINT || (!all && pick->decision == decision))
        continue;
      if (pick->card == 0)
        line = g_strdup_printf ("%s took the %s card, which gives nothing.", lair_seat_get_name (seat),
                                position_name (pick->position));
      else
        line = g_strdup_printf ("%s took the %s card (%+d) and ", lair_seat_get_name (seat),
                                position_name (pick->position), pick->card);
      g_assert_cmpuint (count_lines (log, dungeon_start (f), line), ==, 1);
      g_assert_cmpint (last_line (log, "The cards are turned over: "), >=, (gint) dungeon_start (f));
      pick->decision = G_MAXUINT;
      f->n_monte_checked++;
    }
}

/* After a Sphinx, its card holds the fork: the coins each way, and the
 * people who walked it */
static void
check_sphinx (Fixture *f)
{
  LairPath *path = lair_game_view_get_path (lair_window_get_game_view (f->window));
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  guint dungeon = lair_game_session_get_dungeon (f->session);

  if (f->coin_sides[dungeon] == 0)
    return;
  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);
      g_autofree char *name = NULL;
      g_auto(GStrv) ways = NULL;
      LairRoomCard *card;
      const char *note;

      if (lair_room_item_get_number (room) != f->coin_room[dungeon])
        continue;
      /* the coins were found down the Sphinx's ways */
      g_assert_cmpint (lair_room_item_get_kind (room), ==, LAIR_ROOM_ADVENTURE);
      g_assert_cmpint (lair_room_item_get_adventure (room), ==, LAIR_ADVENTURE_SPHINX);
      card = lair_path_get_card (path, room);
      g_assert_nonnull (card);
      name = lair_room_card_describe (card);
      g_test_message ("the Sphinx: %s", name);
      note = strstr (name, "Left way: ");
      g_assert_nonnull (note);
      ways = g_strsplit (note, "; ", 2);
      g_assert_cmpuint (g_strv_length (ways), ==, 2);
      g_assert_true (g_str_has_prefix (ways[1], "Right way: "));
      for (guint side = 0; side < 2; side++)
        {
          g_autofree char *coins = g_strdup_printf ("%s way: %d coin", side == 0 ? "Left" : "Right",
                                                    f->coins[dungeon][side]);

          if (f->coin_sides[dungeon] & (1u << side))
            g_assert_true (g_str_has_prefix (ways[side], coins));
          for (guint s = 0; s < LAIR_N_SEATS; s++)
            if (f->ways[dungeon][side] & (1u << s))
              g_assert_nonnull (strstr (ways[side], lair_seat_get_name (lair_game_session_get_seat (f->session, s))));
        }
      f->n_sphinx_checked++;
      /* once for each Sphinx */
      f->coin_sides[dungeon] = 0;
      f->ways[dungeon][0] = f->ways[dungeon][1] = 0;
      return;
    }
  g_assert_not_reached ();
}

/* The board at rest, the story told: everything agrees with the session */
static void
check_rest (Fixture *f)
{
  g_assert_false (busy (f));
  g_assert_true (is_phase (f->session, LAIR_SESSION_PLAYING));
  check_board (f);
  check_panels (f, TRUE);
  check_log (f);
  check_monte_room (f);
  check_monte_picks (f, FALSE);
  check_sphinx (f);
  if (lair_game_session_get_dungeon (f->session) != f->last_dungeon)
    f->n_rests_in_dungeon = 0;
  f->last_dungeon = lair_game_session_get_dungeon (f->session);
  f->last_decision = lair_game_session_get_decision (f->session);
  f->n_rests++;
  f->n_rests_in_dungeon++;
}

/* A dungeon's summary names its dungeon and tells who went out, and the
 * last one stands before the results */
static void
check_summary (Fixture *f)
{
  GtkWidget *card = ui_test_find (GTK_WIDGET (f->window), GTK_TYPE_BOX, ui_test_has_class, "dungeon-summary");
  guint dungeon = lair_game_session_get_dungeon (f->session);
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  g_autofree char *title = g_strdup_printf ("Dungeon %u Is Over", dungeon);
  g_autoptr(GPtrArray) labels = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  LairDungeonReport *report;
  const char *text;
  gboolean has_adventure = FALSE;
  guint n_players = 0;

  g_assert_true (ui_test_is_showing (card));
  labels = ui_test_find_all (card, GTK_TYPE_LABEL, NULL, NULL);
  g_assert_cmpuint (labels->len, >=, 2);
  g_assert_cmpstr (gtk_label_get_text (g_ptr_array_index (labels, 0)), ==, title);
  /* how the dungeon ended, in a line of its own */
  text = gtk_label_get_text (g_ptr_array_index (labels, 1));
  g_assert_true (g_str_has_prefix (text, "The spider’s lair was in room ") ||
                 g_str_has_prefix (text, "Everybody is out, after "));

  if (dungeon == LAIR_N_DUNGEONS)
    g_assert_true (is_phase (f->session, LAIR_SESSION_FINISHED));
  else
    g_assert_true (is_phase (f->session, LAIR_SESSION_REVEAL));

  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i);

      has_adventure |= lair_room_item_get_kind (room) == LAIR_ROOM_ADVENTURE;
    }
  g_assert_true (has_adventure);

  /* a row for each seat, which says how it came out: as the story told
   * it leave or be scared out */
  report = lair_story_get_report (lair_game_view_get_story (lair_window_get_game_view (f->window)), dungeon);
  g_assert_nonnull (report);
  rows = ui_test_find_all (card, GTK_TYPE_LIST_BOX_ROW, NULL, NULL);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);
      g_autofree char *expected = NULL;
      LairDungeonExit exit;
      gboolean found = FALSE;

      if (lair_seat_get_player (seat) < 0)
        continue;
      expected = lair_words_summary_row (report, lair_seat_get_player (seat), lair_seat_get_name (seat));
      exit = lair_dungeon_report_get_exit (report, lair_seat_get_player (seat));
      n_players++;
      /* every seat is out, once, as the story told it */
      g_assert_false (lair_seat_get_inside (seat));
      if (dungeon != f->resumed_dungeon)
        {
          g_assert_cmpuint (f->n_left[dungeon][i] + f->n_scared[dungeon][i], ==, 1);
          g_assert_cmpint (exit == LAIR_DUNGEON_EXIT_SCARED, ==, f->n_scared[dungeon][i] > 0);
          g_assert_cmpint (exit == LAIR_DUNGEON_EXIT_LEFT || exit == LAIR_DUNGEON_EXIT_EXHAUSTED, ==,
                           f->n_left[dungeon][i] > 0);
        }
      /* and a row of the table says so, in the report's words */
      for (guint r = 0; r < rows->len; r++)
        {
          g_autofree char *mismatch = gtk_test_accessible_check_property (g_ptr_array_index (rows, r),
                                                                          GTK_ACCESSIBLE_PROPERTY_LABEL, expected);

          found |= mismatch == NULL;
        }
      g_assert_true (found);
    }
  g_assert_cmpuint (rows->len, ==, n_players);

  /* the panels hold what the seats took home; the winners are named only
   * with the results */
  check_panels (f, dungeon < LAIR_N_DUNGEONS);
  check_log (f);
  check_monte_picks (f, TRUE);
  check_sphinx (f);
  f->n_summaries++;
}

/* A person's choice: to stay on until the dungeon's adventure is met and
 * past, at the adventure each another option, and to leave with a hand
 * worth keeping */
static LairChoice
pick_choice (Fixture *f,
             guint    index)
{
  LairSeat *seat = lair_game_session_get_seat (f->session, index);
  LairOptions options = lair_seat_get_options (seat);
  LairRoomItem *room = current_room (f);
  GListModel *rooms = lair_game_session_get_rooms (f->session);
  gboolean adventure_met = FALSE;
  guint n, pick;

  for (guint i = 0; i < g_list_model_get_n_items (rooms); i++)
    {
      g_autoptr(LairRoomItem) item = g_list_model_get_item (rooms, i);

      adventure_met |= lair_room_item_get_kind (item) == LAIR_ROOM_ADVENTURE;
    }
  if ((options & LAIR_OPTION (LAIR_CHOICE_LEAVE)) && adventure_met &&
      lair_room_item_get_kind (room) != LAIR_ROOM_ADVENTURE &&
      lair_seat_get_hand (seat) >= 6 + 3 * (gint) index)
    return LAIR_CHOICE_LEAVE;
  if (options != LAIR_OPTION (LAIR_CHOICE_LEAVE))
    options &= ~LAIR_OPTION (LAIR_CHOICE_LEAVE);
  n = (guint) __builtin_popcount (options);
  pick = (lair_game_session_get_decision (f->session) + index) % n;
  for (; pick > 0; pick--)
    options &= options - 1;
  return (LairChoice) __builtin_ctz (options);
}

static gboolean
is_option_for (GtkWidget *widget,
               gpointer   data)
{
  /* the options, not the hint or the computer's offer */
  return gtk_widget_has_css_class (widget, "seat-option") &&
         GPOINTER_TO_INT (g_object_get_data (G_OBJECT (widget), "choice")) == GPOINTER_TO_INT (data);
}

/* The person at seat @index chooses through the panel: Choose, then an
 * option of the popover */
static void
choose (Fixture *f,
        guint    index)
{
  LairSeat *seat = lair_game_session_get_seat (f->session, index);
  GtkWidget *panel = seat_panel (f, index);
  GtkWidget *choose_button = ui_test_find (panel, GTK_TYPE_MENU_BUTTON, ui_test_has_class, "seat-choose");
  LairRoomItem *room = current_room (f);
  guint decision = lair_game_session_get_decision (f->session);
  guint dungeon = lair_game_session_get_dungeon (f->session);
  GtkPopover *popover;
  GtkWidget *option;
  LairChoice choice;

  g_assert_nonnull (choose_button);
  g_assert_true (ui_test_is_showing (choose_button));
  g_assert_true (gtk_widget_is_sensitive (choose_button));
  g_assert_true (gtk_widget_has_css_class (choose_button, "suggested-action"));
  popover = gtk_menu_button_get_popover (GTK_MENU_BUTTON (choose_button));
  g_assert_nonnull (popover);
  gtk_menu_button_popup (GTK_MENU_BUTTON (choose_button));
  ui_test_wait_until (ui_test_is_showing (GTK_WIDGET (popover)));
  g_assert_cmpint (lair_seat_get_selection (seat), ==, LAIR_SELECTION_SELECTING);
  g_assert_cmpstr (label_text (panel, GTK_TYPE_BOX, "seat-state"), ==, "Choosing…");

  choice = pick_choice (f, index);
  if (lair_seat_has_option (seat, LAIR_CHOICE_CARD1))
    {
      /* the Monte's three cards, face down */
      g_autoptr(GPtrArray) cards = ui_test_find_all (GTK_WIDGET (popover), GTK_TYPE_BUTTON, ui_test_has_class,
                                                     "monte-card");
      MontePick pick = { index, decision, 0, 0 };
      gint dealt[3];

      g_assert_cmpuint (cards->len, ==, 3);
      g_assert_cmpint (choice, >=, LAIR_CHOICE_CARD1);
      g_assert_cmpint (choice, <=, LAIR_CHOICE_CARD3);
      lair_room_item_get_cards (room, dealt);
      pick.position = choice - LAIR_CHOICE_CARD1;
      pick.card = dealt[pick.position];
      g_array_append_val (f->monte_picks, pick);
    }
  if (choice == LAIR_CHOICE_LEFT || choice == LAIR_CHOICE_RIGHT)
    f->ways[dungeon][choice == LAIR_CHOICE_RIGHT] |= 1u << index;

  option = ui_test_find (GTK_WIDGET (popover), GTK_TYPE_BUTTON, is_option_for, GINT_TO_POINTER (choice));
  g_assert_nonnull (option);
  g_assert_true (ui_test_is_showing (option));
  g_signal_emit_by_name (option, "clicked");
  ui_test_wait_until (!ui_test_is_showing (GTK_WIDGET (popover)));
  g_assert_true (lair_seat_get_selection (seat) == LAIR_SELECTION_SELECTED ||
                 lair_game_session_get_decision (f->session) != decision ||
                 !is_phase (f->session, LAIR_SESSION_PLAYING));
  f->n_choices++;
}

static gboolean
is_human (Fixture *f,
          guint    index)
{
  return f->table->seats[index] == 'H';
}

/* A person has a choice to make, the board at rest */
static gint
person_to_choose (Fixture *f)
{
  if (!is_phase (f->session, LAIR_SESSION_PLAYING) || busy (f))
    return -1;
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);

      if (is_human (f, i) && lair_seat_get_inside (seat) && lair_seat_get_options (seat) != 0 &&
          lair_seat_get_selection (seat) == LAIR_SELECTION_NONE)
        return (gint) i;
    }
  return -1;
}

static gboolean
new_rest (Fixture *f)
{
  return is_phase (f->session, LAIR_SESSION_PLAYING) && !busy (f) &&
         lair_game_session_get_decision (f->session) != f->last_decision;
}

/* Something for the players to see or do */
static gboolean
table_waits (Fixture *f)
{
  return new_rest (f) || person_to_choose (f) >= 0 || ui_test_summary_button (GTK_WIDGET (f->window)) != NULL;
}

static void
quit_and_resume (Fixture *f)
{
  LairGameKeeper *keeper;
  guint dungeon = lair_game_session_get_dungeon (f->session);
  guint room = lair_game_session_get_room (f->session);
  guint decision = lair_game_session_get_decision (f->session);
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) told = g_ptr_array_new_with_free_func (g_free);

  /* what the log told of this dungeon, from its first room */
  {
    GListModel *log = lair_game_view_get_log (lair_window_get_game_view (f->window));

    for (guint i = dungeon_start (f); i < g_list_model_get_n_items (log); i++)
      g_ptr_array_add (told, g_strdup (line_at (log, i)));
  }
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);

      g_ptr_array_add (before, g_strdup_printf ("%s %d %d %d", lair_seat_get_name (seat), lair_seat_get_hand (seat),
                                                lair_seat_get_chest (seat), lair_seat_get_inside (seat)));
    }
  g_test_message ("quit in dungeon %u room %u", dungeon, room);
  g_signal_handlers_disconnect_by_data (f->session, f);
  g_object_add_weak_pointer (G_OBJECT (f->window), (gpointer *) &f->window);
  g_action_group_activate_action (G_ACTION_GROUP (f->app), "quit", NULL);
  ui_test_wait_until (f->window == NULL);

  /* the next start offers the game, and takes it up where it was */
  f->window = lair_window_new (f->app);
  f->session = lair_window_get_session (f->window);
  set_quick (f->session);
  keeper = lair_window_get_keeper (f->window);
  g_assert_true (lair_game_keeper_get_can_resume (keeper));
  ui_test_present (GTK_WINDOW (f->window));
  listen (f);
  ui_test_click (GTK_WIDGET (f->window), "Resume Game");
  ui_test_wait_until (is_phase (f->session, LAIR_SESSION_PLAYING) && !busy (f));
  g_assert_cmpuint (lair_game_session_get_dungeon (f->session), ==, dungeon);
  g_assert_cmpuint (lair_game_session_get_room (f->session), ==, room);
  g_assert_cmpuint (lair_game_session_get_decision (f->session), ==, decision);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairSeat *seat = lair_game_session_get_seat (f->session, i);
      g_autofree char *after = g_strdup_printf ("%s %d %d %d", lair_seat_get_name (seat), lair_seat_get_hand (seat),
                                                lair_seat_get_chest (seat), lair_seat_get_inside (seat));

      g_assert_cmpstr (after, ==, g_ptr_array_index (before, i));
    }
  /* the game is not offered again while it is played */
  g_assert_false (ui_test_is_showing (ui_test_find_button (GTK_WIDGET (f->window), "Resume Game")));
  /* the dungeon is told again as it was, the dealer's swaps included:
   * each line told before is told again, in the same order */
  {
    GListModel *log = lair_game_view_get_log (lair_window_get_game_view (f->window));
    guint n = g_list_model_get_n_items (log);
    guint at = 0;
    guint swaps = 0;

    for (guint i = 0; i < told->len; i++)
      {
        const char *line = g_ptr_array_index (told, i);

        while (at < n && g_strcmp0 (line_at (log, at), line) != 0)
          at++;
        if (at == n)
          g_error ("told before the quit, not after the resume: %s", line);
        at++;
        swaps += g_str_has_prefix (line, "The dealer swaps");
      }
    g_test_message ("%u lines told again, %u of them the dealer's swaps", told->len, swaps);
  }
  f->resumed_dungeon = dungeon;
  f->resumed_room = room;
  /* the log tells the dungeon again from its start, so what the seats
   * did before the quit still counts */
  /* the rest the game was left at, checked afresh in the new window */
  f->last_decision = G_MAXUINT;
  f->quit_done = TRUE;
}

/* The players stand at a Sphinx, its ways still to choose */
static gboolean
at_sphinx (Fixture *f)
{
  LairRoomItem *room = current_room (f);

  for (guint i = 0; i < LAIR_N_SEATS; i++)
    if (lair_seat_has_option (lair_game_session_get_seat (f->session, i), LAIR_CHOICE_LEFT))
      return lair_room_item_get_adventure (room) == LAIR_ADVENTURE_SPHINX;
  return FALSE;
}

static const char *const names[] = { "Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy" };

static void
test_game (Fixture       *f,
           gconstpointer  data)
{
  const Table *table = data;
  GtkWidget *results_view;
  guint n_people = 0;

  g_assert_cmpuint (strlen (table->seats), ==, LAIR_N_SEATS);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      if (table->seats[i] == 'H')
        {
          join (f, i, names[i]);
          n_people++;
        }
      else if (table->seats[i] == 'C')
        add_computer (f, i);
    }
  lair_game_session_set_seed (f->session, table->seed);
  listen (f);
  ui_test_click (GTK_WIDGET (f->window), "Play");
  ui_test_wait_until (is_phase (f->session, LAIR_SESSION_PLAYING));
  g_assert_cmpuint (lair_game_session_get_seed (f->session), ==, table->seed);


  while (!f->results)
    {
      GtkWidget *next;
      gint person;

      ui_test_wait_until (table_waits (f));
      if (new_rest (f))
        {
          check_rest (f);
          if (!f->quit_done &&
              ((table->quit_in_dungeon == lair_game_session_get_dungeon (f->session) &&
                f->n_rests_in_dungeon == 2) ||
               (table->quit_at_sphinx && at_sphinx (f)) ||
               (table->quit_after_monte && f->n_monte_checked > 0)))
            {
              quit_and_resume (f);
              check_rest (f);
            }
        }
      next = ui_test_summary_button (GTK_WIDGET (f->window));
      if (next != NULL)
        {
          gboolean last = is_phase (f->session, LAIR_SESSION_FINISHED);

          check_summary (f);
          /* the keys are on the summary: its first row */
          {
            GtkWidget *focus = gtk_root_get_focus (GTK_ROOT (f->window));

            g_assert_true (GTK_IS_LIST_BOX_ROW (focus));
            g_assert_true (gtk_widget_is_ancestor (focus, gtk_widget_get_parent (next)));
            g_assert_null (gtk_widget_get_prev_sibling (focus));
          }
          g_signal_emit_by_name (next, "clicked");
          if (last)
            {
              f->results = TRUE;
              break;
            }
          ui_test_wait_until (!is_phase (f->session, LAIR_SESSION_REVEAL));
          continue;
        }
      person = person_to_choose (f);
      if (person >= 0)
        choose (f, (guint) person);
    }

  g_test_message ("%u rests, %u choices, %u Monte rooms, %u cards turned, %u Sphinxes", f->n_rests, f->n_choices,
                  f->n_monte_rooms, f->n_monte_checked, f->n_sphinx_checked);
  /* every dungeon ended on its summary, the last before the results */
  g_assert_cmpuint (f->n_summaries, ==, LAIR_N_DUNGEONS);
  g_assert_cmpuint (f->n_rests, >, 2 * LAIR_N_DUNGEONS);
  g_assert_cmpuint (f->n_choices, >=, n_people * LAIR_N_DUNGEONS);
  if (table->meets_monte)
    {
      g_assert_cmpuint (f->n_monte_rooms, >, 0);
      g_assert_cmpuint (f->n_monte_checked, >, 0);
      g_assert_cmpuint (f->n_monte_checked, ==, f->monte_picks->len);
    }
  if (table->meets_sphinx)
    g_assert_cmpuint (f->n_sphinx_checked, >, 0);
  if (table->quit_in_dungeon > 0 || table->quit_at_sphinx || table->quit_after_monte)
    g_assert_true (f->quit_done);

  /* the results, and the winners named on their panels */
  results_view = ui_test_find (GTK_WIDGET (f->window), LAIR_TYPE_SUMMARY_VIEW, NULL, NULL);
  ui_test_wait_until (ui_test_is_showing (results_view));
  g_assert_true (gtk_widget_is_focus (ui_test_find_button (results_view, "Play Again")));
}

/* seeds whose games meet what the tables are to meet, played as here */
static const Table two_and_two = { "HHCC.....", 3, TRUE, TRUE, 2, FALSE, FALSE };
static const Table nine_seats = { "HCCHCCHCC", 3, TRUE, TRUE, 0, TRUE, FALSE };
static const Table solo = { "H........", 2, FALSE, TRUE, 0, FALSE, FALSE };
static const Table after_monte = { "HHCC.....", 3, TRUE, FALSE, 0, FALSE, TRUE };

int
main (int   argc,
      char *argv[])
{
  ui_test_init (&argc, &argv);

  g_test_add ("/games/two-people-two-computers", Fixture, &two_and_two, fixture_setup, test_game,
              fixture_teardown);
  g_test_add ("/games/nine-seats", Fixture, &nine_seats, fixture_setup, test_game, fixture_teardown);
  g_test_add ("/games/solo", Fixture, &solo, fixture_setup, test_game, fixture_teardown);
  g_test_add ("/games/resumed-after-monte", Fixture, &after_monte, fixture_setup, test_game, fixture_teardown);
  return ui_test_run ();
}
