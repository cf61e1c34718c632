/// An event named by the list that holds it and its position there: a step refers to it so
/// rather than copying it.
@usableFromInline
struct EventSource {
  @usableFromInline let events: [Event]
  @usableFromInline let index: Int

  @inlinable
  init(_ events: [Event], _ index: Int) {
    self.events = events
    self.index = index
  }

  @inlinable var event: Event { events[index] }
  @inlinable var kind: Event.Kind { events[index].kind }
}
