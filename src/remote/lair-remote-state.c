/* lair-remote-state.c — what a phone is told of its seat
 *
 * The seat as the board has shown it (the story's shown seat and shown
 * board), the room, the odds when they are shown, the seat's options in
 * the window's words while it may choose, its own choice, and the
 * reveal: one "state" message of docs/phone-protocol.md. Nothing of
 * another seat but the reveal, which the big screen shows everyone.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <json-glib/json-glib.h>

#include "lair-remote-message.h"
#include "lair-remote-private.h"
#include "lair-words.h"
#include "lair-words-seat.h"

static const char *
enum_nick (GType type,
           gint  value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *v = g_enum_get_value (klass, value);

  return v != NULL ? v->value_nick : "";
}

static LairShownSeat *
shown_seat (LairRemoteServer *self,
            guint             index)
{
  if (self->story != NULL)
    return g_object_ref (lair_story_get_shown_seat (self->story, index));
  return lair_shown_seat_new (lair_game_session_get_seat (self->session, index));
}

/* The room the board shows now, or NULL */
static LairRoomItem *
shown_room (LairRemoteServer *self)
{
  GListModel *rooms = lair_game_session_get_rooms (self->session);
  guint n = g_list_model_get_n_items (rooms);
  guint number = self->story != NULL ? lair_shown_board_get_room (lair_story_get_board (self->story))
                                     : lair_game_session_get_room (self->session);

  for (guint i = n; i > 0; i--)
    {
      g_autoptr(LairRoomItem) room = g_list_model_get_item (rooms, i - 1);

      if (lair_room_item_get_number (room) == number)
        return g_steal_pointer (&room);
    }
  return NULL;
}

/* The seat may choose now, as its panel would let it: in a game, with
 * the board at rest for it, inside with options */
static gboolean
seat_is_deciding (LairRemoteServer *self,
                  LairSeat         *seat,
                  LairShownSeat    *shown)
{
  return lair_game_session_get_phase (self->session) == LAIR_SESSION_PLAYING &&
         !lair_game_session_get_watching (self->session) &&
         lair_shown_seat_get_following (shown) &&
         (self->story == NULL || !lair_story_get_busy (self->story)) &&
         lair_seat_get_inside (seat) &&
         lair_seat_get_options (seat) != 0;
}

static void
add_line (JsonBuilder *builder,
          char        *line)
{
  json_builder_add_string_value (builder, line);
  g_free (line);
}

static void
build_seat (LairRemoteServer *self,
            JsonBuilder      *builder,
            LairSeat         *seat,
            LairShownSeat    *shown)
{
  gint hand = lair_shown_seat_get_hand (shown);
  gint bars = lair_shown_seat_get_gold_bars (shown);
  gint queens = lair_shown_seat_get_queens (shown);
  gint changelings = lair_shown_seat_get_changelings (shown);
  gint obligation = lair_shown_seat_get_obligation (shown);

  json_builder_set_member_name (builder, "seat");
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "index");
  json_builder_add_int_value (builder, lair_seat_get_index (seat));
  json_builder_set_member_name (builder, "name");
  json_builder_add_string_value (builder, lair_seat_get_name (seat));
  json_builder_set_member_name (builder, "kind");
  json_builder_add_string_value (builder, enum_nick (LAIR_TYPE_SEAT_KIND, lair_seat_get_kind (seat)));
  json_builder_set_member_name (builder, "inside");
  json_builder_add_boolean_value (builder, lair_shown_seat_get_inside (shown));
  json_builder_set_member_name (builder, "hand");
  json_builder_add_int_value (builder, hand);
  json_builder_set_member_name (builder, "chest");
  json_builder_add_int_value (builder, lair_shown_seat_get_chest (shown));
  json_builder_set_member_name (builder, "gold_bars");
  json_builder_add_int_value (builder, bars);
  json_builder_set_member_name (builder, "bar_value");
  json_builder_add_int_value (builder, lair_shown_seat_get_bar_value (shown));
  json_builder_set_member_name (builder, "shares");
  json_builder_add_int_value (builder, lair_shown_seat_get_shares (shown));
  json_builder_set_member_name (builder, "queens");
  json_builder_add_int_value (builder, queens);
  json_builder_set_member_name (builder, "changelings");
  json_builder_add_int_value (builder, changelings);
  json_builder_set_member_name (builder, "obligation");
  json_builder_add_int_value (builder, obligation);
  json_builder_set_member_name (builder, "outcome");
  json_builder_add_string_value (builder, enum_nick (LAIR_TYPE_SEAT_OUTCOME, lair_shown_seat_get_outcome (shown)));
  json_builder_set_member_name (builder, "outcome_gems");
  json_builder_add_int_value (builder, lair_shown_seat_get_outcome_gems (shown));
  json_builder_set_member_name (builder, "winner");
  json_builder_add_boolean_value (builder, lair_shown_seat_get_winner (shown));
  json_builder_set_member_name (builder, "news");
  json_builder_add_string_value (builder, lair_shown_seat_get_news (shown));

  /* the same words as the seat's panel */
  json_builder_set_member_name (builder, "lines");
  json_builder_begin_array (builder);
  add_line (builder, lair_words_hand (hand));
  add_line (builder, g_strdup_printf ("%s $%d", _("Chest"), lair_shown_seat_get_chest (shown)));
  if (bars > 0)
    add_line (builder, lair_words_bars (bars));
  if (lair_shown_seat_get_shares (shown) != LAIR_SHARES_REGULAR)
    add_line (builder, g_strdup_printf (dngettext (GETTEXT_PACKAGE, "%s: %d share of gems", "%s: %d shares of gems",
                                                   lair_shown_seat_get_shares (shown)),
                                        _("Mushroom"), lair_shown_seat_get_shares (shown)));
  if (queens > 0)
    add_line (builder, lair_words_queens (queens));
  if (changelings > 0)
    add_line (builder, lair_words_changelings (changelings));
  if (obligation > 0)
    add_line (builder, lair_words_obligation_owed (obligation));
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

static void
build_options (LairRemoteServer *self,
               JsonBuilder      *builder,
               LairSeat         *seat,
               LairRoomItem     *room)
{
  LairOptions options = lair_seat_get_options (seat);
  guint part = room != NULL ? lair_room_item_get_part (room) : 0;
  gboolean floor = lair_game_session_get_floor_gems (self->session) > 0 ||
                   lair_game_session_get_floor_bars (self->session) > 0;

  json_builder_set_member_name (builder, "options");
  json_builder_begin_array (builder);
  for (guint n = 0; n < LAIR_N_CHOICES; n++)
    {
      LairChoice c = lair_choice_nth (n);
      g_autofree char *label = NULL;
      g_autofree char *detail = NULL;
      const char *art = lair_choice_art (c);

      if (!(options & LAIR_OPTION (c)))
        continue;
      label = lair_choice_option_label (c, options, part);
      detail = lair_choice_describe (c, part, lair_seat_get_hand (seat), floor);
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "choice");
      json_builder_add_string_value (builder, lair_choice_id (c));
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, label);
      json_builder_set_member_name (builder, "detail");
      json_builder_add_string_value (builder, detail);
      json_builder_set_member_name (builder, "picture");
      json_builder_add_string_value (builder, art != NULL ? art : "");
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
}

static void
build_reveal (LairRemoteServer *self,
              JsonBuilder      *builder,
              gboolean          show)
{
  json_builder_set_member_name (builder, "reveal");
  if (!self->revealed || !show)
    {
      json_builder_add_null_value (builder);
      return;
    }
  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "text");
  json_builder_add_string_value (builder, self->reveal_text != NULL ? self->reveal_text : "");
  json_builder_set_member_name (builder, "choices");
  json_builder_begin_array (builder);
  for (guint i = 0; i < LAIR_N_SEATS; i++)
    {
      LairChoice c = self->reveal_picks[i];

      if (c < 0 || c >= LAIR_N_CHOICES)
        continue;
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "seat");
      json_builder_add_int_value (builder, i);
      json_builder_set_member_name (builder, "name");
      json_builder_add_string_value (builder, lair_seat_get_name (lair_game_session_get_seat (self->session, i)));
      json_builder_set_member_name (builder, "choice");
      json_builder_add_string_value (builder, lair_choice_id (c));
      json_builder_set_member_name (builder, "label");
      json_builder_add_string_value (builder, lair_choice_shown (c));
      json_builder_end_object (builder);
    }
  json_builder_end_array (builder);
  json_builder_end_object (builder);
}

/* Words the page shows around the state, in the phone's language */
static void
build_words (JsonBuilder *builder)
{
  static const struct {
    const char *key;
    const char *text;
  } words[] = {
    { "hint", N_("Hint") },
    { "your_choice", N_("Your choice") },
    { "chosen", N_("Chosen") },
    { "waiting", N_("Waiting for the game to begin") },
    { "watch", N_("Watch the board") },
    { "choose", N_("Choose in secret") },
    { "gone", N_("This address belongs to a game that is over. Scan the new code on the big screen.") },
    { "offline", N_("Connecting to the game…") },
    { "over", N_("The game is over") },
    { "out", N_("Out of the dungeon") },
  };

  json_builder_set_member_name (builder, "words");
  json_builder_begin_object (builder);
  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      json_builder_set_member_name (builder, words[i].key);
      json_builder_add_string_value (builder, _(words[i].text));
    }
  json_builder_end_object (builder);
}

/**
 * lair_remote_build_state:
 * @self: a #LairRemoteServer
 * @seat: the seat a phone holds
 * @language: the language its words are in (made so by the caller)
 *
 * Returns: (transfer full): the seat's "state" message (see
 *   docs/phone-protocol.md), as JSON text
 */
char *
lair_remote_build_state (LairRemoteServer *self,
                         guint             index,
                         const char       *language)
{
  g_autoptr(JsonBuilder) builder = json_builder_new_immutable ();
  g_autoptr(JsonNode) root = NULL;
  g_autoptr(LairShownSeat) shown = shown_seat (self, index);
  g_autoptr(LairRoomItem) room = NULL;
  LairSeat *seat = lair_game_session_get_seat (self->session, index);
  LairSessionPhase phase = lair_game_session_get_phase (self->session);
  gboolean deciding = seat_is_deciding (self, seat, shown);
  gboolean in_game = phase == LAIR_SESSION_PLAYING || phase == LAIR_SESSION_REVEAL;

  json_builder_begin_object (builder);
  json_builder_set_member_name (builder, "v");
  json_builder_add_int_value (builder, LAIR_REMOTE_PROTOCOL_VERSION);
  json_builder_set_member_name (builder, "type");
  json_builder_add_string_value (builder, "state");
  json_builder_set_member_name (builder, "phase");
  json_builder_add_string_value (builder, enum_nick (LAIR_TYPE_SESSION_PHASE, phase));
  json_builder_set_member_name (builder, "lang");
  json_builder_add_string_value (builder, language);
  build_words (builder);
  build_seat (self, builder, seat, shown);

  if (in_game && (room = shown_room (self)) != NULL)
    {
      g_autofree char *title = lair_room_describe (room);
      guint dungeon = self->story != NULL ? lair_shown_board_get_dungeon (lair_story_get_board (self->story))
                                          : lair_game_session_get_dungeon (self->session);
      g_autofree char *dungeon_text = g_strdup_printf (_("Dungeon %u of %u"), dungeon, LAIR_N_DUNGEONS);

      json_builder_set_member_name (builder, "room");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "number");
      json_builder_add_int_value (builder, lair_room_item_get_number (room));
      json_builder_set_member_name (builder, "dungeon");
      json_builder_add_int_value (builder, dungeon);
      json_builder_set_member_name (builder, "dungeon_text");
      json_builder_add_string_value (builder, dungeon_text);
      json_builder_set_member_name (builder, "picture");
      json_builder_add_string_value (builder, lair_room_art (room, lair_game_session_get_n_players (self->session),
                                                                /* nothing the players decide on given away */
                                                                TRUE));
      json_builder_set_member_name (builder, "title");
      json_builder_add_string_value (builder, title);
      json_builder_end_object (builder);
    }

  if (in_game && self->show_odds)
    {
      LairShownBoard *board = self->story != NULL ? lair_story_get_board (self->story) : NULL;
      double odds = board != NULL ? lair_shown_board_get_lair_odds (board) : lair_game_session_get_lair_odds (self->session);
      double rumor = board != NULL ? lair_shown_board_get_rumored_gems (board)
                                   : lair_game_session_get_rumored_gems (self->session);
      g_autofree char *odds_text = g_strdup_printf (_("Lair odds %.0f%%"), odds * 100);
      g_autofree char *rumor_text = g_strdup_printf (_("Rumored %.1f gems"), rumor);

      json_builder_set_member_name (builder, "odds");
      json_builder_begin_object (builder);
      json_builder_set_member_name (builder, "lair");
      json_builder_add_double_value (builder, odds);
      json_builder_set_member_name (builder, "rumor");
      json_builder_add_double_value (builder, rumor);
      json_builder_set_member_name (builder, "lair_text");
      json_builder_add_string_value (builder, odds_text);
      json_builder_set_member_name (builder, "rumor_text");
      json_builder_add_string_value (builder, rumor_text);
      json_builder_end_object (builder);
    }

  json_builder_set_member_name (builder, "deciding");
  json_builder_add_boolean_value (builder, deciding);
  json_builder_set_member_name (builder, "decision");
  json_builder_add_int_value (builder, deciding ? lair_game_session_get_decision (self->session) : 0);
  json_builder_set_member_name (builder, "grace");
  json_builder_add_boolean_value (builder, deciding && lair_game_session_get_in_grace (self->session));
  if (deciding)
    build_options (self, builder, seat, room);
  /* the seat's own choice only: nobody else's until the reveal */
  json_builder_set_member_name (builder, "chosen");
  if (deciding && lair_seat_get_selection (seat) == LAIR_SELECTION_SELECTED)
    json_builder_add_string_value (builder, lair_choice_id (lair_seat_get_choice (seat)));
  else
    json_builder_add_null_value (builder);
  /* the reveal is over once the seat chooses again */
  build_reveal (self, builder, !deciding);
  json_builder_end_object (builder);

  root = json_builder_get_root (builder);
  return json_to_string (root, FALSE);
}

/**
 * lair_remote_is_deciding:
 * @self: a #LairRemoteServer
 * @seat: a seat
 *
 * Returns: whether the seat may choose now, as its panel would let it
 */
gboolean
lair_remote_is_deciding (LairRemoteServer *self,
                         guint             seat)
{
  g_autoptr(LairShownSeat) shown = shown_seat (self, seat);

  return seat_is_deciding (self, lair_game_session_get_seat (self->session, seat), shown);
}
