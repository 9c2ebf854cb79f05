/* lair-seat-panel.c — one seat during the game: what it has, its options
 *
 * Everyone shares one screen, so a seat's choice stays hidden: a chosen
 * seat shows a lock, and the choice is marked only inside its own open
 * options.
 *
 * What the seat holds and how it stands — its state, hand, chest, bars,
 * size and what it carries — follow the board's story while one is told,
 * never ahead of it: the panel binds them to the seat as shown (see
 * lair_seat_panel_set_shown()), which puts them into words. Its options
 * and choice follow the seat itself, once the story has reached them:
 * while one is told, nobody chooses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "lair-accessible-props.h"
#include "lair-grace-ring.h"
#include "lair-labels.h"
#include "lair-rules.h"
#include "lair-hint-button.h"
#include "lair-path.h"
#include "lair-seat-panel.h"
#include "lair-seat-token.h"
#include "lair-sprite.h"
#include "lair-words.h"

/* How many pieces a row draws before it counts instead */
#define MAX_DRAWN 4

/* The widgets whose accessible words follow the seat as shown */
enum {
  A11Y_PANEL,
  A11Y_HAND,
  A11Y_CHEST,
  A11Y_BARS,
  A11Y_QUEENS,
  A11Y_CHANGELINGS,
  A11Y_CHOOSE,
  A11Y_ODDS,
  N_A11Y
};

struct _LairSeatPanel
{
  GtkWidget         parent_instance;

  LairGameSession  *session;
  LairSeat         *seat;
  GSettings        *settings;
  guint             menu_decision;   /* the decision the open options are for */
  LairShownSeat    *shown;           /* the seat as the board has shown it */
  GBindingGroup    *shown_bindings;  /* what follows it */
  GSignalGroup     *shown_signals;
  LairAccessibleProps *a11y[N_A11Y];
  GPtrArray        *watches;         /* what follows it and something else */
  gboolean          show_odds;

  GtkWidget        *box;
  LairSeatToken    *token;
  GtkLabel         *name_label;
  GtkStack         *subtitle_stack;
  GtkLabel         *personality_label;
  GtkLabel         *ev_label;
  GtkWidget        *header_box;
  GtkWidget        *subtitle_box;
  GtkWidget        *state_box;
  GtkLabel         *state_label;
  GtkWidget        *holdings_box;
  GtkToggleButton  *hand_button;
  GtkWidget        *hand_box;
  GtkLabel         *hand_label;
  GtkWidget        *chest_box;
  GtkLabel         *chest_label;
  GtkWidget        *bars_box;
  GtkWidget        *bars_pictures;
  GtkLabel         *bars_label;
  GtkWidget        *extras_box;
  GtkWidget        *extras_line;
  GtkWidget        *size_box;
  GtkLabel         *size_label;
  GtkWidget        *queens_box;
  GtkWidget        *changelings_box;
  GtkWidget        *devil_box;
  GtkLabel         *devil_label;
  GtkMenuButton    *choose_button;
  GtkWidget        *lock_icon;
  GtkLabel         *choose_label;
  GtkPopover       *options_popover;
  GtkScrolledWindow *options_scroller;
  LairPath         *board;            /* weak: the room the options must not cover */
  GtkBox           *options_box;
  LairGraceRing    *grace_ring;
  GtkWidget        *mushroom;
  gboolean          compact;
};

G_DEFINE_FINAL_TYPE (LairSeatPanel, lair_seat_panel, GTK_TYPE_WIDGET)

/* The longest state the badge asks to show on one line */
#define STATE_LINE_CHARS 14

enum {
  PROP_0,
  PROP_SESSION,
  PROP_SEAT,
  PROP_SETTINGS,
  PROP_SHOWN,
  PROP_COMPACT,
  PROP_SHOW_ODDS,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

/* Transforms for what follows the seat as shown */

/* The mushroom grows with the seat: a regular seat shows none */
static gboolean
size_pixels_cb (GBinding     *binding,
                const GValue *from,
                GValue       *to,
                gpointer      user_data)
{
  switch (g_value_get_int (from))
    {
    case 16:
      g_value_set_int (to, 32);
      break;
    case 8:
      g_value_set_int (to, 26);
      break;
    case 2:
      g_value_set_int (to, 16);
      break;
    case 1:
    default:
      g_value_set_int (to, 12);
      break;
    }
  return TRUE;
}

static gboolean
nonnull_cb (GBinding     *binding,
            const GValue *from,
            GValue       *to,
            gpointer      user_data)
{
  g_value_set_boolean (to, g_value_get_string (from) != NULL);
  return TRUE;
}

/* The @user_data'th picture of a row shows while there are that many
 * pieces, up to what a row draws */
static gboolean
piece_visible_cb (GBinding     *binding,
                  const GValue *from,
                  GValue       *to,
                  gpointer      user_data)
{
  gint count = g_value_get_int (from);

  g_value_set_boolean (to, GPOINTER_TO_INT (user_data) < MIN (count, MAX_DRAWN));
  return TRUE;
}

/* ... and beyond that, a count beside them */
static gboolean
more_visible_cb (GBinding     *binding,
                 const GValue *from,
                 GValue       *to,
                 gpointer      user_data)
{
  g_value_set_boolean (to, g_value_get_int (from) > MAX_DRAWN);
  return TRUE;
}

static gboolean
more_text_cb (GBinding     *binding,
              const GValue *from,
              GValue       *to,
              gpointer      user_data)
{
  g_value_take_string (to, g_strdup_printf ("×%d", g_value_get_int (from)));
  return TRUE;
}

/* A row of pieces: its pictures, then a count when there are more than
 * it draws, all following the seat as shown's @property */
static void
add_pieces (LairSeatPanel *self,
            GtkWidget     *box,
            const char    *art,
            int            size,
            const char    *property)
{
  GtkWidget *more = gtk_label_new (NULL);

  for (guint i = 0; i < MAX_DRAWN; i++)
    {
      GtkWidget *picture = lair_sprite_new (art, size, size);

      gtk_box_append (GTK_BOX (box), picture);
      g_binding_group_bind_full (self->shown_bindings, property, picture, "visible", G_BINDING_SYNC_CREATE,
                                 piece_visible_cb, NULL, GINT_TO_POINTER (i), NULL);
    }
  gtk_widget_add_css_class (more, "caption");
  gtk_box_append (GTK_BOX (box), more);
  g_binding_group_bind_full (self->shown_bindings, property, more, "visible", G_BINDING_SYNC_CREATE,
                             more_visible_cb, NULL, NULL, NULL);
  g_binding_group_bind_full (self->shown_bindings, property, more, "label", G_BINDING_SYNC_CREATE,
                             more_text_cb, NULL, NULL, NULL);
  g_binding_group_bind (self->shown_bindings, property, box, "visible", G_BINDING_SYNC_CREATE);
}

/* Closures for what follows the seat as shown and something else */

/* A widget's style classes, but for @managed, and @wanted among them */
static GStrv
restyle (GtkWidget          *widget,
         const char * const *managed,
         const char * const *wanted)
{
  g_auto(GStrv) classes = gtk_widget_get_css_classes (widget);
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint i = 0; classes[i] != NULL; i++)
    if (!g_strv_contains (managed, classes[i]))
      g_strv_builder_add (builder, classes[i]);
  for (guint i = 0; wanted[i] != NULL; i++)
    g_strv_builder_add (builder, wanted[i]);
  return g_strv_builder_end (builder);
}

static GStrv
state_classes_cb (LairSeatPanel *self,
                  const char    *style)
{
  static const char * const managed[] = { "winner", "left", "scared", "choosing", "chosen", "leaves", NULL };
  const char *wanted[] = { style, NULL };

  return restyle (self->state_box, managed, wanted);
}

static GStrv
box_classes_cb (LairSeatPanel *self,
                gboolean       out,
                gboolean       compact)
{
  static const char * const managed[] = { "out", "compact", NULL };
  const char *wanted[3] = { NULL };
  guint n = 0;

  if (out)
    wanted[n++] = "out";
  if (compact)
    wanted[n++] = "compact";
  return restyle (self->box, managed, wanted);
}

/* A person's chosen seat reads "Change"; a person still to choose is
 * asked to; a seat waiting for the story, dimmed */
static GStrv
choose_classes_cb (LairSeatPanel *self,
                   LairSeatTurn   turn,
                   gboolean       selected,
                   LairSeatKind   kind)
{
  static const char * const managed[] = { "chosen", "suggested-action", "waiting", NULL };
  gboolean person = kind != LAIR_SEAT_COMPUTER;
  const char *wanted[2] = { NULL };

  if (turn == LAIR_TURN_WAITING)
    wanted[0] = "waiting";
  else if (selected && person)
    wanted[0] = "chosen";
  else if (turn == LAIR_TURN_CHOOSING && person)
    wanted[0] = "suggested-action";
  return restyle (GTK_WIDGET (self->choose_button), managed, wanted);
}

/* a chosen seat shows a lock beside its state, never what it chose; a
 * compact panel keeps the room for the level beside it */
static gboolean
lock_visible_cb (LairSeatPanel *self,
                 const char    *style,
                 gboolean       compact)
{
  return g_strcmp0 (style, "chosen") == 0 && !compact;
}

/* a short state asks for one line; a long one for two lines as even as
 * can be, which leaves the seat's name its room; on a compact panel,
 * where the name has a line of its own, the state asks for one line */
static GtkNaturalWrapMode
state_wrap_cb (LairSeatPanel *self,
               const char    *state,
               gboolean       compact)
{
  return !compact && state != NULL && g_utf8_strlen (state, -1) > STATE_LINE_CHARS
         ? GTK_NATURAL_WRAP_INHERIT : GTK_NATURAL_WRAP_NONE;
}

/* The natural width of a wrapping label is its text on one line, whatever
 * its natural-wrap-mode: a long state would take the name's room, and
 * where the panel is a little short of it (a wide font, a long name) the
 * name is the one cut. A long state asks for the width of the longer of
 * two lines as even as its words allow, in characters (one more, as a
 * character's width is an average); -1 asks for its one line. */
static int
state_width_cb (LairSeatPanel *self,
                const char    *state,
                gboolean       compact)
{
  glong length;
  glong best = -1;

  if (compact || state == NULL || g_utf8_strlen (state, -1) <= STATE_LINE_CHARS)
    return -1;
  length = g_utf8_strlen (state, -1);
  for (const char *p = state; *p != '\0'; p = g_utf8_next_char (p))
    {
      glong before;

      if (*p != ' ')
        continue;
      before = g_utf8_pointer_to_offset (state, p);
      if (best < 0 || MAX (before, length - before - 1) < best)
        best = MAX (before, length - before - 1);
    }
  return best < 0 ? -1 : (int) best + 1;
}

/* Once out of the dungeon, a compact panel has nothing to choose or to
 * hold in hand, and its state takes their place (see place_state()) */
static gboolean
hand_visible_cb (LairSeatPanel *self,
                 gboolean       compact,
                 gboolean       inside)
{
  return !(compact && !inside);
}

/* ... and a game watched again has nobody to choose or take over */
static gboolean
choose_visible_cb (LairSeatPanel *self,
                   gboolean       compact,
                   gboolean       inside,
                   gboolean       watching)
{
  return !(compact && !inside) && !watching;
}

/* The change-of-mind second runs on a chosen seat that may still
 * change its mind */
static gboolean
grace_running_cb (LairSeatPanel *self,
                  gboolean       choosing,
                  gboolean       selected,
                  gboolean       in_grace)
{
  return choosing && selected && in_grace;
}

/* The hand dims as the seat is shown going out */
static gboolean
hand_sensitive_cb (LairSeatPanel *self,
                   gboolean       show_odds,
                   gboolean       inside)
{
  return show_odds && inside;
}

/* The expected value behind the hand: while the hand is pressed it takes
 * the subtitle's place, short and number first, which is as tall: the
 * panel keeps no empty line for it and nothing moves. The odds speak of
 * the decision the seat itself is in. */
static gboolean
odds_hidden_cb (LairSeatPanel *self,
                gboolean       show_odds,
                gboolean       inside,
                gboolean       pressed)
{
  return !(show_odds && inside && pressed);
}

static char *
subtitle_cb (LairSeatPanel *self,
             gboolean       odds_hidden)
{
  return g_strdup (odds_hidden ? "identity" : "odds");
}

/* A compact panel, whose line the state shares, shows the number and its
 * unit alone; the whole sentence is the label's tooltip and name. */
static char *
odds_line_cb (LairSeatPanel *self,
              gboolean       compact,
              const char    *line,
              const char    *brief)
{
  return g_strdup (compact ? brief : line);
}

/* An expression for @property of the panel's seat as shown */
static GtkExpression *
shown_lookup (const char *property)
{
  return gtk_property_expression_new (LAIR_TYPE_SHOWN_SEAT,
                                      gtk_property_expression_new (LAIR_TYPE_SEAT_PANEL, NULL, "shown"),
                                      property);
}

static GtkExpression *
own_lookup (const char *property)
{
  return gtk_property_expression_new (LAIR_TYPE_SEAT_PANEL, NULL, property);
}

/* Binds @target's @property to @callback over the @n_params expressions
 * that follow, evaluated for the panel */
static void
bind_closure (LairSeatPanel *self,
              gpointer       target,
              const char    *property,
              GType          value_type,
              GCallback      callback,
              guint          n_params,
              ...)
{
  GtkExpression *expression;
  va_list args;

  va_start (args, n_params);
  expression = lair_closure_expression_valist (value_type, callback, n_params, args);
  va_end (args);
  g_ptr_array_add (self->watches, gtk_expression_bind (expression, target, property, self));
}


/* Whether the seat may choose now (see LairShownSeat:choosing) */
static gboolean
is_deciding (LairSeatPanel *self)
{
  return self->shown != NULL && lair_shown_seat_get_choosing (self->shown);
}

/* Where the state goes: beside the name on a full panel. A compact one
 * keeps a line for the chest and what the seat carries, and says the
 * state at its end; once the seat is out of the dungeon, with nothing
 * left to choose or to hold in hand, its state, longer, takes the place
 * of the hand and the button. */
static void move_state_to (LairSeatPanel *self,
                           GtkWidget     *box);

static void
place_state (LairSeatPanel *self)
{
  gboolean out = self->compact && self->shown != NULL && !lair_shown_seat_get_inside (self->shown);

  move_state_to (self, !self->compact ? self->header_box : out ? self->holdings_box : self->extras_line);
}

/* Whether the seat waits for the story with its button */
static gboolean
is_waiting (LairSeatPanel *self)
{
  return self->shown != NULL && lair_shown_seat_get_turn (self->shown) == LAIR_TURN_WAITING;
}

/* A button about to turn insensitive must not take the focus with it.
 * It goes to the seat's card at the table, where the game view gives it
 * back to the first seat that may choose: passed on to the next control,
 * it could go round to the header's Back button, where a quick Return
 * would leave the game. A panel at no table passes it on. */
static void
set_choose_sensitive (LairSeatPanel *self,
                      gboolean       sensitive)
{
  GtkWidget *button = GTK_WIDGET (self->choose_button);
  GtkRoot *root = gtk_widget_get_root (button);

  if (!sensitive && root != NULL && gtk_widget_get_sensitive (button))
    {
      GtkWidget *focus = gtk_root_get_focus (root);
      GtkWidget *card = gtk_widget_get_ancestor (GTK_WIDGET (self), GTK_TYPE_FLOW_BOX_CHILD);

      if (focus != NULL && (focus == button || gtk_widget_is_ancestor (focus, button)) &&
          (card == NULL || !gtk_widget_grab_focus (card)))
        {
          if (!gtk_widget_child_focus (GTK_WIDGET (root), GTK_DIR_TAB_FORWARD))
            gtk_widget_child_focus (GTK_WIDGET (root), GTK_DIR_TAB_BACKWARD);
        }
    }
  gtk_widget_set_sensitive (button, sensitive);
}
/* The seat may choose, or no longer: its button follows, and options
 * left open must not offer a decision that is over. While the story of
 * the last choices is told the button waits: it keeps the keyboard's
 * focus, so that a screen reader stays where the seat's news is spoken,
 * and neither opens nor takes a click (which goes to the board, and
 * moves the story on), and it says it is unavailable. */
static void
choosing_cb (LairSeatPanel *self)
{
  gboolean deciding = is_deciding (self);
  gboolean waiting = is_waiting (self);
  GtkWidget *inner = lair_menu_button_get_button (GTK_WIDGET (self->choose_button));

  set_choose_sensitive (self, deciding || waiting);
  gtk_widget_set_can_target (GTK_WIDGET (self->choose_button), !waiting);
  gtk_accessible_update_state (GTK_ACCESSIBLE (self->choose_button), GTK_ACCESSIBLE_STATE_DISABLED, !deciding, -1);
  if (inner != NULL)
    gtk_accessible_update_state (GTK_ACCESSIBLE (inner), GTK_ACCESSIBLE_STATE_DISABLED, !deciding, -1);
  if (gtk_widget_get_visible (GTK_WIDGET (self->options_popover)) &&
      (!deciding || lair_game_session_get_decision (self->session) != self->menu_decision))
    gtk_popover_popdown (self->options_popover);
}

/* The keys that would press the button do nothing while it waits */
static gboolean
waiting_key_cb (LairSeatPanel   *self,
                guint            keyval,
                guint            keycode,
                GdkModifierType  state)
{
  if (!is_waiting (self))
    return FALSE;
  switch (keyval)
    {
    case GDK_KEY_space:
    case GDK_KEY_KP_Space:
    case GDK_KEY_Return:
    case GDK_KEY_ISO_Enter:
    case GDK_KEY_KP_Enter:
      return TRUE;
    default:
      return FALSE;
    }
}

static void
option_clicked_cb (GtkButton     *button,
                   LairSeatPanel *self)
{
  LairChoice choice = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "choice"));
  g_autoptr(GError) error = NULL;

  gtk_popover_popdown (self->options_popover);
  if (!lair_game_session_choose_for_decision (self->session, self->menu_decision,
                                              lair_seat_get_index (self->seat), choice, &error))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
}

static void
computer_clicked_cb (GtkButton     *button,
                     LairSeatPanel *self)
{
  g_autoptr(GError) error = NULL;

  gtk_popover_popdown (self->options_popover);
  if (!lair_game_session_hand_to_computer (self->session, lair_seat_get_index (self->seat), &error))
    gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
}

/* The current room, for the numbers of its options */
static LairRoomItem *
current_room (LairSeatPanel *self)
{
  GListModel *rooms = lair_game_session_get_rooms (self->session);
  guint n_rooms = g_list_model_get_n_items (rooms);

  return n_rooms > 0 ? g_list_model_get_item (rooms, n_rooms - 1) : NULL;
}

static GtkWidget *
option_picture (LairChoice choice)
{
  const char *art = lair_choice_art (choice);
  GtkWidget *picture;

  if (art == NULL)
    {
      picture = gtk_image_new_from_icon_name (lair_choice_icon_name (choice));
      gtk_image_set_pixel_size (GTK_IMAGE (picture), 32);
      gtk_accessible_update_state (GTK_ACCESSIBLE (picture), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
    }
  else if (g_str_has_prefix (art, "sprite-"))
    picture = lair_sprite_new (art, 40, 40);
  else
    picture = lair_sprite_new (art, 32, 48);
  gtk_widget_set_size_request (picture, 48, 48);
  return picture;
}

/* The seat's own choice, marked where only its options show it */
static void
mark_chosen (GtkWidget *button,
             GtkWidget *box)
{
  GtkWidget *mark = gtk_image_new_from_icon_name ("object-select-symbolic");

  gtk_accessible_update_state (GTK_ACCESSIBLE (mark), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
  gtk_box_append (GTK_BOX (box), mark);
  gtk_widget_add_css_class (button, "chosen");
  gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION,
                                  _("Your choice"), -1);
}

/* A large option: its picture, its name and what it means */
static GtkWidget *
option_button_new (LairChoice  choice,
                   const char *label,
                   const char *detail,
                   gboolean    chosen)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 10);
  GtkWidget *words = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (label);
  GtkWidget *subtitle = gtk_label_new (detail);
  g_autofree char *name = g_strdup_printf (_("%s — %s"), label, detail);

  gtk_box_append (GTK_BOX (box), option_picture (choice));
  gtk_label_set_xalign (GTK_LABEL (title), 0);
  gtk_label_set_wrap (GTK_LABEL (title), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (title), 26);
  gtk_widget_add_css_class (title, "heading");
  gtk_label_set_xalign (GTK_LABEL (subtitle), 0);
  gtk_label_set_wrap (GTK_LABEL (subtitle), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (subtitle), 26);
  gtk_widget_add_css_class (subtitle, "caption");
  gtk_box_append (GTK_BOX (words), title);
  gtk_box_append (GTK_BOX (words), subtitle);
  gtk_widget_set_hexpand (words, TRUE);
  gtk_widget_set_valign (words, GTK_ALIGN_CENTER);
  gtk_box_append (GTK_BOX (box), words);
  if (chosen)
    mark_chosen (button, box);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_add_css_class (button, "seat-option");
  lair_accessible_name_button (button, name);
  g_object_set_data (G_OBJECT (button), "choice", GINT_TO_POINTER (choice));
  return button;
}

/* Monte's cards, face down in a row as on the table */
static GtkWidget *
card_button_new (LairChoice choice,
                 gboolean   chosen)
{
  GtkWidget *button = gtk_button_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_autofree char *text = lair_choice_option_label (choice, 0, 0);
  GtkWidget *label = gtk_label_new (text);

  gtk_box_append (GTK_BOX (box), lair_sprite_new ("monte-back", 56, 84));
  if (chosen)
    mark_chosen (button, box);
  gtk_box_append (GTK_BOX (box), label);
  gtk_button_set_child (GTK_BUTTON (button), box);
  gtk_widget_set_hexpand (button, TRUE);
  gtk_widget_add_css_class (button, "seat-option");
  gtk_widget_add_css_class (button, "monte-card");
  lair_accessible_name_button (button, text);
  g_object_set_data (G_OBJECT (button), "choice", GINT_TO_POINTER (choice));
  return button;
}

static gboolean
floor_to_share (LairSeatPanel *self)
{
  return lair_game_session_get_floor_gems (self->session) > 0 ||
         lair_game_session_get_floor_bars (self->session) > 0;
}

static void
fill_options (LairSeatPanel *self)
{
  LairOptions options = lair_seat_get_options (self->seat);
  /* a computer's pick is its secret: whoever takes the seat over starts
   * from no choice */
  LairChoice marked = lair_seat_get_selection (self->seat) == LAIR_SELECTION_SELECTED &&
                      lair_seat_get_kind (self->seat) == LAIR_SEAT_HUMAN ?
                      lair_seat_get_choice (self->seat) : LAIR_CHOICE_NONE;
  g_autoptr(LairRoomItem) room = current_room (self);
  guint part = room != NULL ? lair_room_item_get_part (room) : 0;
  GtkWidget *cards = NULL;
  GtkWidget *first = NULL;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box))) != NULL)
    gtk_box_remove (self->options_box, child);

  self->menu_decision = lair_game_session_get_decision (self->session);

  if (lair_seat_get_kind (self->seat) == LAIR_SEAT_COMPUTER)
    {
      GtkWidget *note = gtk_label_new (_("Choosing takes this seat from the computer."));

      gtk_label_set_wrap (GTK_LABEL (note), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (note), 30);
      gtk_label_set_xalign (GTK_LABEL (note), 0);
      gtk_widget_add_css_class (note, "caption");
      gtk_widget_add_css_class (note, "dim-label");
      gtk_box_append (self->options_box, note);
    }

  for (guint n = 0; n < LAIR_N_CHOICES; n++)
    {
      LairChoice c = lair_choice_nth (n);
      GtkWidget *button;

      if (!(options & LAIR_OPTION (c)))
        continue;

      if (c == LAIR_CHOICE_CARD1 || c == LAIR_CHOICE_CARD2 || c == LAIR_CHOICE_CARD3)
        {
          if (cards == NULL)
            {
              cards = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
              gtk_box_set_homogeneous (GTK_BOX (cards), TRUE);
              gtk_box_append (self->options_box, cards);
            }
          button = card_button_new (c, c == marked);
          gtk_box_append (GTK_BOX (cards), button);
        }
      else
        {
          g_autofree char *label = lair_choice_option_label (c, options, part);
          g_autofree char *detail = lair_choice_describe (c, part, lair_seat_get_hand (self->seat),
                                                          floor_to_share (self));

          button = option_button_new (c, label, detail, c == marked);
          gtk_box_append (self->options_box, button);
        }
      g_signal_connect (button, "clicked", G_CALLBACK (option_clicked_cb), self);
      if (first == NULL || c == marked)
        first = button;
    }

  if (lair_seat_get_kind (self->seat) == LAIR_SEAT_HUMAN)
    {
      GtkWidget *button = gtk_button_new ();
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
      GtkWidget *image = gtk_image_new_from_icon_name ("lair-computer-symbolic");

      gtk_accessible_update_state (GTK_ACCESSIBLE (image), GTK_ACCESSIBLE_STATE_HIDDEN, TRUE, -1);
      gtk_box_append (GTK_BOX (box), image);
      gtk_box_append (GTK_BOX (box), gtk_label_new (_("Let the Computer Play")));
      gtk_button_set_child (GTK_BUTTON (button), box);
      gtk_widget_add_css_class (button, "flat");
      lair_accessible_name_button (button, _("Let the Computer Play"));
      gtk_box_append (self->options_box, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
      if (self->session != NULL)
        {
          /* what a strong player would do here, and why */
          GtkWidget *hint = lair_hint_button_new ();

          lair_hint_button_set_session (LAIR_HINT_BUTTON (hint), self->session);
          lair_hint_button_set_seat (LAIR_HINT_BUTTON (hint), self->seat);
          gtk_box_append (self->options_box, hint);
        }
      g_signal_connect (button, "clicked", G_CALLBACK (computer_clicked_cb), self);
      gtk_box_append (self->options_box, button);
    }

  if (first != NULL)
    gtk_widget_grab_focus (first);
}

/* The options open above the seat's button, inside the window; where
 * they would cover the room being decided on, they move sideways beside
 * it if the window has the room. Nothing here is drawn: it only says
 * where GTK puts the popover, which on its own keeps it on the screen,
 * not in the window. */
/* The popover's frame and arrow around its content, and a margin */
#define FRAME 48
/* The least room below a seat's button for options that scroll there */
#define MIN_BELOW 200

static void
place_options (LairSeatPanel *self)
{
  GtkWidget *popover = GTK_WIDGET (self->options_popover);
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (GTK_WIDGET (self)));
  GtkWidget *room = self->board != NULL ? GTK_WIDGET (lair_path_get_current_card (self->board)) : NULL;
  graphene_rect_t keep, button;
  int width, height, root_width, above, below;
  gboolean below_fits;
  float centred, left, top, gap = 12;

  if (root == NULL || !gtk_widget_compute_bounds (GTK_WIDGET (self->choose_button), root, &button))
    return;
  root_width = gtk_widget_get_width (root);
  above = (int) button.origin.y;
  below = gtk_widget_get_height (root) - (int) (button.origin.y + button.size.height);
  gtk_scrolled_window_set_max_content_height (self->options_scroller, -1);
  gtk_widget_measure (popover, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &width, NULL, NULL);
  gtk_widget_measure (popover, GTK_ORIENTATION_VERTICAL, width, NULL, &height, NULL, NULL);
  /* below the button where they fit there, as the room is above the
   * seats; else on the side with more room. Either way no taller than
   * that side, less the popover's frame and arrow: the rest scrolls (the
   * hint opens inside, and grows them) */
  /* (or enough of them to scroll through, when the room is above) */
  below_fits = height + FRAME <= below ||
               (room != NULL && gtk_widget_get_mapped (room) && gtk_widget_compute_bounds (room, root, &keep) &&
                keep.origin.y + keep.size.height <= button.origin.y && below >= MIN_BELOW);
  gtk_popover_set_position (self->options_popover, below_fits || below > above ? GTK_POS_BOTTOM : GTK_POS_TOP);
  gtk_scrolled_window_set_max_content_height (self->options_scroller,
                                              MAX ((below_fits || below > above ? below : above) - FRAME, 120));
  /* where GTK puts it: centred on the button */
  centred = button.origin.x + button.size.width / 2 - width / 2.0f;
  left = CLAMP (centred, 0, MAX (root_width - width, 0));
  top = below_fits || below > above ? button.origin.y + button.size.height : button.origin.y - height;

  if (room != NULL && gtk_widget_get_mapped (room) && gtk_widget_compute_bounds (room, root, &keep) &&
      left < keep.origin.x + keep.size.width && keep.origin.x < left + width &&
      top < keep.origin.y + keep.size.height && keep.origin.y < top + height)
    {
      float right_of = keep.origin.x + keep.size.width + gap;
      float left_of = keep.origin.x - gap - width;
      gboolean right_fits = right_of + width <= root_width;
      gboolean left_fits = left_of >= 0;

      if (right_fits && (!left_fits || right_of - left <= left - left_of))
        left = right_of;
      else if (left_fits)
        left = left_of;
    }
  gtk_popover_set_offset (self->options_popover, (int) roundf (left - centred), 0);
  /* moved aside, the arrow would point past the button */
  gtk_popover_set_has_arrow (self->options_popover, fabsf (left - centred) < button.size.width / 2);
}

static void
popover_visible_cb (LairSeatPanel *self)
{
  gboolean visible = gtk_widget_get_visible (GTK_WIDGET (self->options_popover));

  if (self->session == NULL || self->seat == NULL)
    return;
  if (visible)
    {
      fill_options (self);
      place_options (self);
    }
  else
    {
      GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
      GtkWidget *focus = root != NULL ? gtk_root_get_focus (root) : NULL;

      /* the keys go back to the button the options opened from, which
       * waits there while the choices are told: not left on an option
       * hidden with them */
      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (self->options_popover)) &&
          gtk_widget_is_sensitive (GTK_WIDGET (self->choose_button)))
        gtk_widget_grab_focus (GTK_WIDGET (self->choose_button));
#if !GTK_CHECK_VERSION (4, 10, 0)
      /* GTK 4.8 says the button expanded when its options open, and
       * never that they closed: a screen reader said "expanded" each time
       * the focus came back */
      gtk_accessible_update_state (GTK_ACCESSIBLE (self->choose_button), GTK_ACCESSIBLE_STATE_EXPANDED, FALSE, -1);
#endif
    }
  if (lair_game_session_get_phase (self->session) == LAIR_SESSION_PLAYING &&
      lair_seat_get_inside (self->seat))
    lair_game_session_set_selecting (self->session, lair_seat_get_index (self->seat), visible);
}

/* What follows the seat as shown alone */
static const struct {
  const char *source;
  gsize       target;   /* the widget's offset in the panel */
  const char *property;
} shown_binds[] = {
  { "identity", G_STRUCT_OFFSET (LairSeatPanel, personality_label), "label" },
  { "state", G_STRUCT_OFFSET (LairSeatPanel, state_label), "label" },
  { "hand", G_STRUCT_OFFSET (LairSeatPanel, hand_label), "label" },
  { "chest-text", G_STRUCT_OFFSET (LairSeatPanel, chest_label), "label" },
  { "bars-text", G_STRUCT_OFFSET (LairSeatPanel, bars_label), "label" },
  { "gold-bars", G_STRUCT_OFFSET (LairSeatPanel, bars_box), "visible" },
  { "summary", G_STRUCT_OFFSET (LairSeatPanel, token), "tooltip-text" },
  { "size-text", G_STRUCT_OFFSET (LairSeatPanel, size_label), "label" },
  { "size-tooltip", G_STRUCT_OFFSET (LairSeatPanel, size_box), "tooltip-text" },
  { "queens-text", G_STRUCT_OFFSET (LairSeatPanel, queens_box), "tooltip-text" },
  { "changelings-text", G_STRUCT_OFFSET (LairSeatPanel, changelings_box), "tooltip-text" },
  { "obligation", G_STRUCT_OFFSET (LairSeatPanel, devil_box), "visible" },
  { "obligation-text", G_STRUCT_OFFSET (LairSeatPanel, devil_label), "label" },
  { "obligation-tooltip", G_STRUCT_OFFSET (LairSeatPanel, devil_box), "tooltip-text" },
  { "has-extras", G_STRUCT_OFFSET (LairSeatPanel, extras_box), "visible" },
  { "choose-label", G_STRUCT_OFFSET (LairSeatPanel, choose_label), "label" },
  { "expected-text", G_STRUCT_OFFSET (LairSeatPanel, ev_label), "tooltip-text" },
}, shown_accessible[] = {
  { "summary", A11Y_PANEL, "label" },
  { "hand-name", A11Y_HAND, "label" },
  { "chest-name", A11Y_CHEST, "label" },
  { "bars-name", A11Y_BARS, "label" },
  { "queens-text", A11Y_QUEENS, "label" },
  { "changelings-text", A11Y_CHANGELINGS, "label" },
  { "choose-name", A11Y_CHOOSE, "label" },
  /* the panel says how the seat stands, once; its button, what happened
   * since the seat last chose, so a screen reader tells the story as the
   * seat's turn comes round again */
  { "news", A11Y_CHOOSE, "description" },
  { "expected-text", A11Y_ODDS, "label" },
};

static void
bind_shown (LairSeatPanel *self)
{
  GtkWidget *a11y_widgets[N_A11Y] = {
    [A11Y_PANEL] = GTK_WIDGET (self),
    [A11Y_HAND] = GTK_WIDGET (self->hand_button),
    [A11Y_CHEST] = self->chest_box,
    [A11Y_BARS] = self->bars_box,
    [A11Y_QUEENS] = self->queens_box,
    [A11Y_CHANGELINGS] = self->changelings_box,
    [A11Y_CHOOSE] = GTK_WIDGET (self->choose_button),
    [A11Y_ODDS] = GTK_WIDGET (self->ev_label),
  };

  for (guint i = 0; i < G_N_ELEMENTS (shown_binds); i++)
    g_binding_group_bind (self->shown_bindings, shown_binds[i].source,
                          G_STRUCT_MEMBER (gpointer, self, shown_binds[i].target), shown_binds[i].property,
                          G_BINDING_SYNC_CREATE);
  g_binding_group_bind_full (self->shown_bindings, "size-text", self->size_box, "visible", G_BINDING_SYNC_CREATE,
                             nonnull_cb, NULL, NULL, NULL);
  g_binding_group_bind_full (self->shown_bindings, "shares", self->mushroom, "pixel-size", G_BINDING_SYNC_CREATE,
                             size_pixels_cb, NULL, NULL, NULL);
  for (guint i = 0; i < N_A11Y; i++)
    self->a11y[i] = lair_accessible_props_new (a11y_widgets[i]);
  for (guint i = 0; i < G_N_ELEMENTS (shown_accessible); i++)
    g_binding_group_bind (self->shown_bindings, shown_accessible[i].source,
                          self->a11y[shown_accessible[i].target], shown_accessible[i].property,
                          G_BINDING_SYNC_CREATE);
}

/* What follows the seat as shown and the panel, the seat or the session */
static void
bind_closures (LairSeatPanel *self)
{
  GtkExpression *seat = own_lookup ("seat");
  GtkExpression *session = own_lookup ("session");

  bind_closure (self, self->state_box, "css-classes", G_TYPE_STRV, G_CALLBACK (state_classes_cb), 1,
                shown_lookup ("state-style"));
  bind_closure (self, self->box, "css-classes", G_TYPE_STRV, G_CALLBACK (box_classes_cb), 2,
                shown_lookup ("out"), own_lookup ("compact"));
  bind_closure (self, self->choose_button, "css-classes", G_TYPE_STRV, G_CALLBACK (choose_classes_cb), 3,
                shown_lookup ("turn"), shown_lookup ("selected"),
                gtk_property_expression_new (LAIR_TYPE_SEAT, gtk_expression_ref (seat), "kind"));
  bind_closure (self, self->lock_icon, "visible", G_TYPE_BOOLEAN, G_CALLBACK (lock_visible_cb), 2,
                shown_lookup ("state-style"), own_lookup ("compact"));
  bind_closure (self, self->state_label, "natural-wrap-mode", GTK_TYPE_NATURAL_WRAP_MODE,
                G_CALLBACK (state_wrap_cb), 2, shown_lookup ("state"), own_lookup ("compact"));
  bind_closure (self, self->state_label, "max-width-chars", G_TYPE_INT,
                G_CALLBACK (state_width_cb), 2, shown_lookup ("state"), own_lookup ("compact"));
  bind_closure (self, self->hand_button, "visible", G_TYPE_BOOLEAN, G_CALLBACK (hand_visible_cb), 2,
                own_lookup ("compact"), shown_lookup ("inside"));
  bind_closure (self, self->choose_button, "visible", G_TYPE_BOOLEAN, G_CALLBACK (choose_visible_cb), 3,
                own_lookup ("compact"), shown_lookup ("inside"),
                gtk_property_expression_new (LAIR_TYPE_GAME_SESSION, gtk_expression_ref (session), "watching"));
  bind_closure (self, self->grace_ring, "running", G_TYPE_BOOLEAN, G_CALLBACK (grace_running_cb), 3,
                shown_lookup ("choosing"), shown_lookup ("selected"),
                gtk_property_expression_new (LAIR_TYPE_GAME_SESSION, gtk_expression_ref (session), "in-grace"));
  bind_closure (self, self->hand_button, "sensitive", G_TYPE_BOOLEAN, G_CALLBACK (hand_sensitive_cb), 2,
                own_lookup ("show-odds"), shown_lookup ("inside"));
  bind_closure (self, self->a11y[A11Y_ODDS], "hidden", G_TYPE_BOOLEAN, G_CALLBACK (odds_hidden_cb), 3,
                own_lookup ("show-odds"),
                gtk_property_expression_new (LAIR_TYPE_SEAT, gtk_expression_ref (seat), "inside"),
                lair_object_lookup (G_OBJECT (self->hand_button), "active"));
  bind_closure (self, self->subtitle_stack, "visible-child-name", G_TYPE_STRING, G_CALLBACK (subtitle_cb), 1,
                gtk_cclosure_expression_new (G_TYPE_BOOLEAN, NULL, 3,
                                             (GtkExpression *[]) {
                                               own_lookup ("show-odds"),
                                               gtk_property_expression_new (LAIR_TYPE_SEAT,
                                                                            gtk_expression_ref (seat), "inside"),
                                               lair_object_lookup (G_OBJECT (self->hand_button), "active"),
                                             },
                                             G_CALLBACK (odds_hidden_cb), NULL, NULL));
  bind_closure (self, self->ev_label, "label", G_TYPE_STRING, G_CALLBACK (odds_line_cb), 3,
                own_lookup ("compact"), shown_lookup ("expected-line"), shown_lookup ("expected-brief"));
  gtk_expression_unref (seat);
  gtk_expression_unref (session);
}

static void
connect_all (LairSeatPanel *self)
{
  if (self->session == NULL || self->seat == NULL || self->settings == NULL)
    return;

  lair_seat_token_set_index (self->token, lair_seat_get_index (self->seat));
  lair_seat_token_set_session (self->token, self->session);
  g_object_bind_property (self->seat, "name", self->name_label, "label", G_BINDING_SYNC_CREATE);
  g_object_bind_property (self->session, "grace-delay", self->grace_ring, "duration", G_BINDING_SYNC_CREATE);
  g_settings_bind (self->settings, "show-odds", self, "show-odds", G_SETTINGS_BIND_GET);
  /* options left open must not offer a decision that is over */
  g_signal_connect_object (self->session, "decision-started", G_CALLBACK (choosing_cb), self, G_CONNECT_SWAPPED);
  bind_closures (self);
  if (self->shown == NULL)
    lair_seat_panel_set_shown (self, NULL);
}

static void
lair_seat_panel_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      g_value_set_object (value, self->session);
      break;
    case PROP_SEAT:
      g_value_set_object (value, self->seat);
      break;
    case PROP_SETTINGS:
      g_value_set_object (value, self->settings);
      break;
    case PROP_SHOWN:
      g_value_set_object (value, self->shown);
      break;
    case PROP_COMPACT:
      g_value_set_boolean (value, self->compact);
      break;
    case PROP_SHOW_ODDS:
      g_value_set_boolean (value, self->show_odds);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_panel_set_property (GObject      *object,
                              guint         prop_id,
                              const GValue *value,
                              GParamSpec   *pspec)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (object);

  switch (prop_id)
    {
    case PROP_SESSION:
      self->session = g_value_dup_object (value);
      break;
    case PROP_SEAT:
      self->seat = g_value_dup_object (value);
      break;
    case PROP_SETTINGS:
      self->settings = g_value_dup_object (value);
      break;
    case PROP_SHOWN:
      lair_seat_panel_set_shown (self, g_value_get_object (value));
      break;
    case PROP_COMPACT:
      lair_seat_panel_set_compact (self, g_value_get_boolean (value));
      break;
    case PROP_SHOW_ODDS:
      if (self->show_odds != g_value_get_boolean (value))
        {
          self->show_odds = g_value_get_boolean (value);
          g_object_notify_by_pspec (object, pspec);
        }
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
lair_seat_panel_constructed (GObject *object)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (object);

  G_OBJECT_CLASS (lair_seat_panel_parent_class)->constructed (object);

  connect_all (self);
}

/* Layout */

/* The width a compact panel asks for, so that five share a line of 1280
 * pixels and four the window's first 1000; a wider place it fills all
 * the same */
#define COMPACT_WIDTH 178

static GtkSizeRequestMode
lair_seat_panel_get_request_mode (GtkWidget *widget)
{
  return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

/* A panel's width is set here rather than by its words, which are longer
 * in some languages than in others and change as the game goes (a state,
 * the expected value): a panel asks for LAIR_SEAT_PANEL_FULL_WIDTH at its
 * full size and COMPACT_WIDTH compact, and its name and level give way
 * inside it. So the seats' lines never flow anew as a panel's words
 * change. */
static void
lair_seat_panel_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (widget);

  gtk_widget_measure (self->box, orientation, for_size, minimum, natural, minimum_baseline, natural_baseline);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = MAX (*minimum, self->compact ? COMPACT_WIDTH : LAIR_SEAT_PANEL_FULL_WIDTH);
}

static void
lair_seat_panel_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  gtk_widget_allocate (LAIR_SEAT_PANEL (widget)->box, width, height, baseline, NULL);
}

static void
lair_seat_panel_dispose (GObject *object)
{
  LairSeatPanel *self = LAIR_SEAT_PANEL (object);
  GtkWidget *child;

  /* GTK 4.8 can keep a popover that had the focus after its button is
   * gone: the options in it, and the session they hold, go now */
  while (self->options_box != NULL &&
         (child = gtk_widget_get_first_child (GTK_WIDGET (self->options_box))) != NULL)
    gtk_box_remove (self->options_box, child);
  if (self->watches != NULL)
    {
      for (guint i = 0; i < self->watches->len; i++)
        gtk_expression_watch_unwatch (g_ptr_array_index (self->watches, i));
      g_clear_pointer (&self->watches, g_ptr_array_unref);
    }
  if (self->shown_bindings != NULL)
    g_binding_group_set_source (self->shown_bindings, NULL);
  if (self->shown_signals != NULL)
    g_signal_group_set_target (self->shown_signals, NULL);
  g_clear_object (&self->shown_bindings);
  g_clear_object (&self->shown_signals);
  for (guint i = 0; i < N_A11Y; i++)
    g_clear_object (&self->a11y[i]);
  gtk_widget_dispose_template (GTK_WIDGET (self), LAIR_TYPE_SEAT_PANEL);
  g_clear_weak_pointer (&self->board);
  g_clear_object (&self->shown);
  g_clear_object (&self->seat);
  g_clear_object (&self->session);
  g_clear_object (&self->settings);

  G_OBJECT_CLASS (lair_seat_panel_parent_class)->dispose (object);
}

static void
lair_seat_panel_class_init (LairSeatPanelClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GParamFlags flags = G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY | G_PARAM_STATIC_STRINGS;
  GParamFlags rw = G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS;

  object_class->get_property = lair_seat_panel_get_property;
  object_class->set_property = lair_seat_panel_set_property;
  object_class->constructed = lair_seat_panel_constructed;
  object_class->dispose = lair_seat_panel_dispose;
  widget_class->get_request_mode = lair_seat_panel_get_request_mode;
  widget_class->measure = lair_seat_panel_measure;
  widget_class->size_allocate = lair_seat_panel_size_allocate;

  /**
   * LairSeatPanel:session:
   *
   * The session the seat plays in.
   */
  properties[PROP_SESSION] = g_param_spec_object ("session", NULL, NULL, LAIR_TYPE_GAME_SESSION, flags);

  /**
   * LairSeatPanel:seat:
   *
   * The seat the panel shows; the panel follows its properties.
   */
  properties[PROP_SEAT] = g_param_spec_object ("seat", NULL, NULL, LAIR_TYPE_SEAT, flags);

  /**
   * LairSeatPanel:settings:
   *
   * The application's settings, for whether the odds are shown.
   */
  properties[PROP_SETTINGS] = g_param_spec_object ("settings", NULL, NULL, G_TYPE_SETTINGS, flags);

  /**
   * LairSeatPanel:shown:
   *
   * The seat as the board shows it, which the panel's words follow (see
   * lair_seat_panel_set_shown()).
   */
  properties[PROP_SHOWN] = g_param_spec_object ("shown", NULL, NULL, LAIR_TYPE_SHOWN_SEAT, rw);

  /**
   * LairSeatPanel:compact:
   *
   * Whether the panel takes as little height as it can (see
   * lair_seat_panel_set_compact()).
   */
  properties[PROP_COMPACT] = g_param_spec_boolean ("compact", NULL, NULL, FALSE, rw);

  /**
   * LairSeatPanel:show-odds:
   *
   * Whether the hand shows what the next room is worth when pressed (the
   * setting of that name).
   */
  properties[PROP_SHOW_ODDS] = g_param_spec_boolean ("show-odds", NULL, NULL, FALSE, rw);

  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (LAIR_TYPE_SEAT_TOKEN);
  g_type_ensure (LAIR_TYPE_GRACE_RING);

#if GTK_CHECK_VERSION (4, 10, 0)
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GROUP);
#else
  /* At a table the seat's card says its summary, named by the panel. As
   * GTK 4.8's panel a screen reader would say it again, as the ancestor
   * of each control the keys come back to inside it; as a generic
   * container it says it once, on the card. */
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_GENERIC);
#endif
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/spiderlair/SpiderLair/lair-seat-panel.ui");
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, token);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, name_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, subtitle_stack);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, personality_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, header_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, subtitle_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, state_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, state_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, holdings_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, hand_button);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, hand_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, hand_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, chest_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, chest_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, bars_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, bars_pictures);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, bars_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, extras_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, extras_line);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, size_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, size_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, queens_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, changelings_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, devil_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, devil_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, ev_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, choose_button);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, lock_icon);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, choose_label);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, options_popover);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, options_scroller);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, options_box);
  gtk_widget_class_bind_template_child (widget_class, LairSeatPanel, grace_ring);
  gtk_widget_class_bind_template_callback (widget_class, popover_visible_cb);
}

static void
lair_seat_panel_init (LairSeatPanel *self)
{
  GtkEventController *keys;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->watches = g_ptr_array_new ();
  self->shown_bindings = g_binding_group_new ();
  self->shown_signals = g_signal_group_new (LAIR_TYPE_SHOWN_SEAT);
  g_signal_group_connect_object (self->shown_signals, "notify::turn", G_CALLBACK (choosing_cb), self,
                                 G_CONNECT_SWAPPED);
  g_signal_group_connect_object (self->shown_signals, "notify::inside", G_CALLBACK (place_state), self,
                                 G_CONNECT_SWAPPED);
  /* before the button's own keys */
  keys = gtk_event_controller_key_new ();
  gtk_event_controller_set_propagation_phase (keys, GTK_PHASE_CAPTURE);
  g_signal_connect_swapped (keys, "key-pressed", G_CALLBACK (waiting_key_cb), self);
  gtk_widget_add_controller (GTK_WIDGET (self->choose_button), keys);

  /* the pieces a seat holds, drawn from the board art */
  gtk_box_prepend (GTK_BOX (self->hand_box), lair_sprite_new ("sprite-gem", 22, 22));
  add_pieces (self, self->bars_pictures, "sprite-bar", 18, "gold-bars");
  self->mushroom = lair_sprite_new ("sprite-mushroom", 32, 32);
  gtk_box_prepend (GTK_BOX (self->size_box), self->mushroom);
  add_pieces (self, self->queens_box, "sprite-queen", 18, "queens");
  add_pieces (self, self->changelings_box, "sprite-changeling", 18, "changelings");
  gtk_box_prepend (GTK_BOX (self->devil_box), lair_sprite_new ("sprite-contract", 18, 18));
  bind_shown (self);
}

/**
 * lair_seat_panel_new:
 * @session: the session
 * @seat: a seat in the game
 * @settings: the application's settings (whether odds are shown)
 *
 * Returns: (transfer full): a panel for @seat
 */
GtkWidget *
lair_seat_panel_new (LairGameSession *session,
                     LairSeat        *seat,
                     GSettings       *settings)
{
  return g_object_new (LAIR_TYPE_SEAT_PANEL,
                       "session", session,
                       "seat", seat,
                       "settings", settings,
                       NULL);
}

/**
 * lair_seat_panel_get_seat:
 * @self: a #LairSeatPanel
 *
 * Returns: (transfer none): the panel's seat
 */
LairSeat *
lair_seat_panel_get_seat (LairSeatPanel *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT_PANEL (self), NULL);
  return self->seat;
}

/**
 * lair_seat_panel_get_shown:
 * @self: a #LairSeatPanel
 *
 * Returns: (transfer none) (nullable): the seat as the panel shows it
 */
LairShownSeat *
lair_seat_panel_get_shown (LairSeatPanel *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT_PANEL (self), NULL);
  return self->shown;
}

/**
 * lair_seat_panel_set_shown:
 * @self: a #LairSeatPanel
 * @shown: (nullable): the seat as the board shows it, or %NULL for the
 *   seat itself
 *
 * Keeps what the panel shows of the seat in step with the board's story,
 * which may not have told yet what the seat holds and how it stands.
 */
void
lair_seat_panel_set_shown (LairSeatPanel *self,
                           LairShownSeat *shown)
{
  g_autoptr(LairShownSeat) own = NULL;

  g_return_if_fail (LAIR_IS_SEAT_PANEL (self));
  g_return_if_fail (shown == NULL || LAIR_IS_SHOWN_SEAT (shown));

  /* with no story to follow, the seat itself as it is */
  if (shown == NULL && self->seat != NULL)
    shown = own = lair_shown_seat_new (self->seat);
  if (!g_set_object (&self->shown, shown))
    return;
  g_binding_group_set_source (self->shown_bindings, shown);
  g_signal_group_set_target (self->shown_signals, shown);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOWN]);
  place_state (self);
  choosing_cb (self);
}

/**
 * lair_seat_panel_set_board:
 * @self: a #LairSeatPanel
 * @board: (nullable): the board's path of rooms
 *
 * The seat's options open beside the room being decided on rather than
 * over it, where the window has the room.
 */
void
lair_seat_panel_set_board (LairSeatPanel *self,
                           LairPath      *board)
{
  g_return_if_fail (LAIR_IS_SEAT_PANEL (self));
  g_return_if_fail (board == NULL || LAIR_IS_PATH (board));

  g_set_weak_pointer (&self->board, board);
}

/**
 * lair_seat_panel_open_options:
 * @self: a #LairSeatPanel
 *
 * Opens the seat's options, if it has options now.
 */
void
lair_seat_panel_open_options (LairSeatPanel *self)
{
  g_return_if_fail (LAIR_IS_SEAT_PANEL (self));

  if (is_deciding (self))
    gtk_menu_button_popup (self->choose_button);
}

/**
 * lair_seat_panel_focus_choice:
 * @self: a #LairSeatPanel
 *
 * Gives the keyboard focus to the button a person chooses with, if this
 * seat is a person's and may choose now, or waits for the story told
 * to choose next.
 *
 * Returns: whether the button has the focus
 */
gboolean
lair_seat_panel_focus_choice (LairSeatPanel *self)
{
  g_return_val_if_fail (LAIR_IS_SEAT_PANEL (self), FALSE);

  if (self->seat == NULL || lair_seat_get_kind (self->seat) != LAIR_SEAT_HUMAN ||
      !gtk_widget_is_sensitive (GTK_WIDGET (self->choose_button)))
    return FALSE;
  return gtk_widget_grab_focus (GTK_WIDGET (self->choose_button));
}

/* Moves the state to the end of @box */
static void
move_state_to (LairSeatPanel *self,
               GtkWidget     *box)
{
  GtkWidget *state = self->state_box;

  if (gtk_widget_get_parent (state) == box)
    return;
  g_object_ref (state);
  gtk_box_remove (GTK_BOX (gtk_widget_get_parent (state)), state);
  gtk_box_append (GTK_BOX (box), state);
  g_object_unref (state);
}

/**
 * lair_seat_panel_set_compact:
 * @self: a #LairSeatPanel
 * @compact: whether the panel takes as little height as it can
 *
 * Lays the panel out in fewer lines, for a table of many seats or a
 * narrow window: the name on a line of its own, the state beside the
 * level on one line without the lock, a smaller token, and slimmer
 * paddings; a compact panel asks for no more width than five of
 * them need to share a line.
 */
void
lair_seat_panel_set_compact (LairSeatPanel *self,
                             gboolean       compact)
{
  g_return_if_fail (LAIR_IS_SEAT_PANEL (self));

  compact = !!compact;
  if (compact == self->compact)
    return;
  self->compact = compact;

  /* the name and the level on lines of their own; the state on one line,
   * cut short rather than taller, its whole text in the panel's summary
   * (see place_state) */
  gtk_widget_set_hexpand (self->state_box, compact);
  gtk_widget_set_halign (self->state_box, compact ? GTK_ALIGN_END : GTK_ALIGN_FILL);
  gtk_label_set_wrap (self->state_label, !compact);
  gtk_label_set_ellipsize (self->state_label, compact ? PANGO_ELLIPSIZE_END : PANGO_ELLIPSIZE_NONE);
  gtk_label_set_lines (self->personality_label, compact ? 1 : 2);
  gtk_widget_set_size_request (GTK_WIDGET (self->token), compact ? 26 : 34, compact ? 26 : 34);
  gtk_box_set_spacing (GTK_BOX (self->box), compact ? 2 : 6);
  gtk_box_set_spacing (GTK_BOX (self->holdings_box), compact ? 2 : 4);

  gtk_widget_queue_resize (GTK_WIDGET (self));
  place_state (self);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_COMPACT]);
}
